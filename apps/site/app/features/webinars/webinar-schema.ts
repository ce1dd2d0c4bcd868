import { emailField } from '~/platform/forms/email';
import { z } from '~/platform/zod-mini';

/*
 * The webinar forms' rules, shared by the browser and the server (no server-only imports; zod/mini keeps the
 * pages small). Every field arrives as the string the form sent.
 */

import { consentLabel, type RegistrationField, registrationFields, webinarLimits } from './webinar-form-fields';
import type { WebinarDetails } from './webinar-types';

export { consentLabel, type RegistrationField, registrationFields, webinarLimits };

/** One line of text: spaces collapsed (it may end up in an e-mail header), bounded. (Control characters: parseSubmission.) */
const line = (missing: string, label: string, max: number) =>
  z.string({ error: missing }).check(
    z.overwrite((value: string) => value.replace(/\s+/g, ' ').trim()),
    z.minLength(1, missing),
    z.maxLength(max, `The ${label} must be at most ${max} characters.`),
  );

/*
 * A registrant's name is printed in the e-mail the site sends to the address given, and anyone can give anyone's
 * address: a "name" holding a link would be the site's sender carrying a stranger's link. So a name is plain
 * and short: letters (any script), marks, digits, spaces, full stops, commas, apostrophes and hyphens, and
 * nothing that reads as a web address (a dot followed by two letters, as in "example.com").
 */
const nameCharacters = /^[\p{L}\p{M}\p{N} .,'’-]*$/u;
const linkLike = /(?:[\p{L}\p{N}]\.[\p{L}]{2,}|\bwww\b)/iu;

const personName = line('Please enter your name.', 'name', webinarLimits.name).check(
  z.refine((value: string) => !linkLike.test(value), {
    error: 'Please enter just your name, without a web address.',
  }),
  z.refine((value: string) => nameCharacters.test(value), {
    error: 'Your name may hold letters, spaces, full stops, apostrophes and hyphens only.',
  }),
);

/** A registration: name, e-mail and the required consent (a checked box sends "yes"). */
export const registrationSchema = z.object({
  name: personName,
  email: emailField(),
  consent: z.literal('yes', { error: 'Please tick the box so we can send you the joining details.' }),
});
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** A webinar as the service stores it: its details and the join link it must have. */
export interface WebinarInput extends WebinarDetails {
  joinUrl: string;
}

const httpUrl = (label: string) =>
  z.string().check(
    z.trim(),
    z.maxLength(webinarLimits.url, `The ${label} must be at most ${webinarLimits.url} characters.`),
    z.refine((value: string) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value) && URL.canParse(value), {
      error: `The ${label} must be an http:// or https:// address.`,
    }),
  );

const wholeNumber = (label: string, max: number) =>
  z.string().check(
    z.trim(),
    z.refine((value: string) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max, {
      error: `The ${label} must be a whole number from 1 to ${max}.`,
    }),
  );

/** The admin form: start date (YYYY-MM-DD) and time (HH:MM) in GMT; capacity and replay link optional. */
const webinarFormObject = z.object({
  title: line('Please enter a title.', 'title', webinarLimits.title),
  description: z
    .string({ error: 'Please enter a description.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please enter a description.'),
      z.maxLength(
        webinarLimits.description,
        `The description must be at most ${webinarLimits.description} characters.`,
      ),
    ),
  presenter: line('Please enter the presenter.', 'presenter', webinarLimits.presenter),
  startDate: z
    .string()
    .check(z.refine((value: string) => isCalendarDate(value), { error: 'Please enter the start date as YYYY-MM-DD.' })),
  startTime: z.string().check(
    z.refine((value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
      error: 'Please enter the start time in GMT as HH:MM, like 15:00.',
    }),
  ),
  durationMinutes: wholeNumber('duration', webinarLimits.durationMinutes),
  capacity: z.union([z.literal(''), wholeNumber('capacity', webinarLimits.capacity)]),
  joinUrl: httpUrl('join link'),
  replayUrl: z.union([z.literal(''), httpUrl('replay link')]),
});

/** The admin form's fields, in the order they are shown: the schema's keys, so the two cannot drift apart. */
export const webinarFields = Object.keys(webinarFormObject.shape) as (keyof typeof webinarFormObject.shape)[];
export type WebinarField = (typeof webinarFields)[number];

export const webinarFormSchema = z.pipe(
  webinarFormObject,
  z.transform((form): WebinarInput => ({
    title: form.title,
    description: form.description,
    presenter: form.presenter,
    startsAt: new Date(`${form.startDate}T${form.startTime}:00Z`).toISOString(),
    durationMinutes: Number(form.durationMinutes),
    capacity: form.capacity === '' ? null : Number(form.capacity),
    joinUrl: form.joinUrl,
    replayUrl: form.replayUrl === '' ? null : form.replayUrl,
  })),
);

/** Whether `value` is a real day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
