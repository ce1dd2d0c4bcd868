import { maxEmailLength } from '../forms/email';

/*
 * What the contact form needs to render: its fields, their limits and the honeypot's name. No zod here: the
 * /contact page loads the schema (./contact-schema) only once the visitor is in the form.
 */

/** Longest accepted value per field; the inputs carry the same `maxLength`. */
export const contactLimits = { name: 100, email: maxEmailLength, subject: 150, message: 5000 } as const;

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** Name of the honeypot input: hidden from people, filled in by naive bots. */
export const honeypotField = 'website';

/** What the visitor typed, as typed: handed back to the form when something is wrong. */
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
