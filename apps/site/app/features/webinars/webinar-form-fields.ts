import { maxEmailLength } from '~/platform/forms/field-limits';

/* The webinar forms' fields and limits, zod-free: the registration page renders with them before its rules load. */

/** Longest accepted value per field; the inputs carry the same `maxLength`. */
export const webinarLimits = {
  // A registrant's name is printed in e-mails to the address given: short, and plain (webinar-schema.ts).
  name: 60,
  email: maxEmailLength,
  title: 150,
  description: 2000,
  presenter: 100,
  url: 500,
  durationMinutes: 600,
  capacity: 100_000,
} as const;

/** The registration form's fields (its honeypot: platform/forms/public-form.ts). */
export const registrationFields = ['name', 'email', 'consent'] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** The consent box's label, in fixed wording. */
export const consentLabel = 'Send me the joining details and reminders for this webinar';
