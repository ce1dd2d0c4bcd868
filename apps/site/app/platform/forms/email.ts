import { z } from '~/platform/zod-mini';
import { maxEmailLength } from './field-limits';

/*
 * The one rule for an e-mail address field, browser and server (zod/mini, no server-only imports): trimmed,
 * present, at most 254 characters (the longest address SMTP carries), then zod's address format, checked only
 * once the text is there and short enough, so a field shows one message at a time. Each form keeps its own
 * wording; the rule is the same everywhere.
 */

export { maxEmailLength };

/** A form's words for the three ways an address is refused. */
export interface EmailMessages {
  missing: string;
  tooLong: string;
  invalid: string;
}

/** The public forms' words (contact, webinar registration, and the next ones). */
export const publicEmailMessages: EmailMessages = {
  missing: 'Please enter your email address.',
  tooLong: `Your email address must be at most ${maxEmailLength} characters.`,
  invalid: 'Please enter a valid email address, like name@example.com.',
};

const format = z.email();

/** Whether `value` (already trimmed) has the form of an e-mail address. */
export const isEmailAddress = (value: string) => format.safeParse(value).success;

/** A required address: trimmed, then checked as above. */
export const emailField = (messages: EmailMessages = publicEmailMessages) =>
  z.pipe(
    z
      .string({ error: messages.missing })
      .check(z.trim(), z.minLength(1, messages.missing), z.maxLength(maxEmailLength, messages.tooLong)),
    z.email(messages.invalid),
  );

/** An optional address (an admin form's contact field): '' means "not set"; anything else must be an address. */
export const optionalEmailField = (messages: Omit<EmailMessages, 'missing'>) =>
  z.string().check(
    z.trim(),
    z.maxLength(maxEmailLength, messages.tooLong),
    z.refine((value: string) => value === '' || isEmailAddress(value), messages.invalid),
  );
