import { formValues, parseSubmission } from '~/lib/forms/submission';
import { z } from '~/lib/zod-mini';
import {
  type ContactErrors,
  type ContactField,
  contactFields,
  contactLimits,
  type ContactValues,
} from './contact-fields';

export { contactFields, contactLimits, honeypotField } from './contact-fields';
export type { ContactErrors, ContactField, ContactValues } from './contact-fields';

/**
 * The contact form's fields (name, e-mail, subject, message, all required), shared by the browser and the server.
 * No server-only imports here: the /contact page loads this module once the visitor is in the form
 * (useContactForm), so it is written with zod/mini, which ships only the checks a schema uses
 * (docs/decisions/011-javascript-budget.md). What the form needs to render is in ./contact-fields.
 */

/** Collapses line breaks and runs of spaces, so a single-line field cannot break an e-mail header. */
const collapseSpaces = z.overwrite((value: string) => value.replace(/\s+/g, ' ').trim());

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .check(
      collapseSpaces,
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(max, `Your ${label} must be at most ${max} characters.`),
    );

export const contactSchema = z.object({
  name: line('name', contactLimits.name),
  // The address is checked only once it is there and short enough: one message at a time.
  email: z.pipe(
    z
      .string({ error: 'Please enter your email address.' })
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your email address.'),
        z.maxLength(contactLimits.email, `Your email address must be at most ${contactLimits.email} characters.`),
      ),
    z.email('Please enter a valid email address, like name@example.com.'),
  ),
  subject: z
    .string({ error: 'Please enter a subject.' })
    .check(
      collapseSpaces,
      z.minLength(1, 'Please enter a subject.'),
      z.maxLength(contactLimits.subject, `The subject must be at most ${contactLimits.subject} characters.`),
    ),
  message: z
    .string({ error: 'Please enter your message.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter your message.'),
      z.maxLength(contactLimits.message, `Your message must be at most ${contactLimits.message} characters.`),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** The raw field values from a submitted form (missing fields become empty strings). */
export function contactValuesFrom(form: FormData | URLSearchParams): ContactValues {
  return formValues(form, contactFields);
}

/** Validates the values; on failure, the first message per field. */
export function validateContact(
  values: ContactValues,
): { success: true; data: ContactInput } | { success: false; errors: ContactErrors } {
  const result = parseSubmission<ContactInput, ContactField>(contactSchema, values);
  return result.ok ? { success: true, data: result.value } : { success: false, errors: result.errors };
}
