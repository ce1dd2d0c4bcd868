import type { FieldErrors } from './submission';

/*
 * What every public form (no sign-in: contact, webinar registration, and those to come) shares between its page
 * and its action, browser-safe: the honeypot's name and the answer the action hands back to the page, which the
 * page renders with or without JavaScript (usePublicForm on the client, readPublicForm on the server).
 */

/** The honeypot input's name: hidden from people (PublicFormHoneypot), filled in by naive bots. */
export const honeypotField = 'website';

/** The end of every rate-limit answer: when to try again. */
export const tryAgainIn = (minutes: number) =>
  `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;

/** What a public form's action answers. */
export type PublicFormAnswer<Field extends string> =
  /** Taken (a bot caught by the honeypot gets the same answer): the message for the status region. */
  | { status: 'accepted'; message: string }
  /** Fields to correct, with what the visitor typed. */
  | { status: 'invalid'; errors: FieldErrors<Field>; values: Record<Field, string> }
  /** Valid but not taken (too many attempts, a full webinar): why, with what the visitor typed. */
  | { status: 'refused'; message: string; values: Record<Field, string> };
