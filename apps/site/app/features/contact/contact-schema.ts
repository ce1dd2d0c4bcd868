import { emailField } from '~/platform/forms/email';
import { z } from '~/platform/zod-mini';
import { contactLimits } from './contact-fields';

export { contactFields, contactLimits } from './contact-fields';
export type { ContactField } from './contact-fields';

/**
 * The contact form's rules, shared by the browser and the server.
 * No server-only imports here: the /contact page loads this module once the visitor is in the form
 * (usePublicForm), so it is written with zod/mini, which ships only the checks a schema uses
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
  email: emailField(),
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
