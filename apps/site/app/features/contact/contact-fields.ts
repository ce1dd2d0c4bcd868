import { maxEmailLength } from '~/platform/forms/field-limits';

/*
 * What the contact form needs to render: its fields and their limits. No zod here: the
 * /contact page loads the schema (./contact-schema) only once the visitor is in the form.
 */

/** Longest accepted value per field; the inputs carry the same `maxLength`. */
export const contactLimits = { name: 100, email: maxEmailLength, subject: 150, message: 5000 } as const;

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
