/* The webinar forms' fields and limits, zod-free: the registration page renders with them before its rules load. */

/** Longest accepted value per field; the inputs carry the same `maxLength`. */
export const webinarLimits = {
  // A registrant's name is printed in e-mails to the address given: short, and plain (webinar-schema.ts).
  name: 60,
  email: 254,
  title: 150,
  description: 2000,
  presenter: 100,
  url: 500,
  durationMinutes: 600,
  capacity: 100_000,
} as const;

/** The registration form's fields; the honeypot is named like the contact form's. */
export const registrationFields = ['name', 'email', 'consent'] as const;
export type RegistrationField = (typeof registrationFields)[number];
export const honeypotField = 'website';

/** The consent box's label, in fixed wording. */
export const consentLabel = 'Send me the joining details and reminders for this webinar';
