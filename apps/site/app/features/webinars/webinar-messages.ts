import { tryAgainIn } from '~/platform/forms/public-form';
import type { RegistrationRefusal } from './webinar-types';

/** The registration page's answers; the duplicate and full ones are fixed wording the tests assert. */
export const registrationMessages = {
  registered: "You're registered. We've e-mailed you the joining details and a calendar file.",
  registeredNoMail: "You're registered.",
  duplicate: "You're already registered — we've sent the details again",
  duplicateNotResent: "You're already registered — we sent the details to this address a short while ago",
  full: 'This webinar is full',
  closed: 'Registration for this webinar has closed: it has started.',
  cancelled: 'This webinar has been cancelled, so it takes no registrations.',
  past: 'This webinar has already taken place, so it takes no registrations.',
} as const satisfies Record<
  RegistrationRefusal | 'registered' | 'registeredNoMail' | 'duplicate' | 'duplicateNotResent',
  string
>;

/** The public page's empty state, in fixed wording. */
export const noUpcomingMessage = 'No upcoming webinars are scheduled yet';

/** The rate limit's answer. */
export function registrationRateLimitMessage(minutes: number): string {
  return `You have registered too many times. ${tryAgainIn(minutes)}`;
}
