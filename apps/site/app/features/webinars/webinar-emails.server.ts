import { registrationCancelPath, webinarPath } from './webinar-paths';
import { webinarCalendar } from './ics';
import { formatGmt } from './webinar-time';
import type { Registration, Webinar } from './webinar-types';

/*
 * The registrant's e-mails: plain text only (nothing a visitor typed is ever rendered as HTML), each with the
 * joining link, a calendar file that holds it, and the cancel link (which asks to confirm).
 */

export type WebinarEmailKind = 'confirmation' | 'reminder-24h' | 'reminder-1h' | 'update';

export interface WebinarEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

export interface EmailContext {
  from: string;
  /** The site's origin, for absolute links. */
  origin: string;
  /** The registration's signed cancel token. */
  cancelToken: string;
}

function subjectFor(kind: WebinarEmailKind, webinar: Webinar): string {
  if (kind === 'update') {
    return webinar.status === 'cancelled' ? `Cancelled: ${webinar.title}` : `New time: ${webinar.title}`;
  }
  const prefix = { confirmation: "You're registered", 'reminder-24h': 'Tomorrow', 'reminder-1h': 'In one hour' }[kind];
  return `${prefix}: ${webinar.title}`;
}

function opening(kind: WebinarEmailKind, webinar: Webinar): string {
  if (kind === 'update' && webinar.status === 'cancelled') {
    return 'We are sorry: this webinar has been cancelled. The attached calendar file removes it from your calendar.';
  }
  if (kind === 'update') return 'This webinar has a new time. The attached calendar file updates your calendar.';
  if (kind === 'confirmation') return 'Thank you for registering. Here are the joining details.';
  return kind === 'reminder-24h'
    ? 'A reminder: this webinar starts in 24 hours.'
    : 'A reminder: this webinar starts in one hour.';
}

/** One e-mail to one registrant about one webinar. */
export function webinarEmail(
  kind: WebinarEmailKind,
  webinar: Webinar,
  registration: Registration,
  context: EmailContext,
): WebinarEmail {
  const pageUrl = `${context.origin}${webinarPath(webinar.id)}`;
  const cancelUrl = `${context.origin}${registrationCancelPath(context.cancelToken)}`;
  const cancelled = webinar.status === 'cancelled';
  const calendar = webinarCalendar(webinar, {
    pageUrl,
    joinUrl: cancelled ? null : webinar.joinUrl,
    host: new URL(context.origin).hostname,
  });
  const text = [
    `Hello ${registration.name},`,
    '',
    opening(kind, webinar),
    '',
    webinar.title,
    `When: ${formatGmt(webinar.startsAt)} (${webinar.durationMinutes} minutes)`,
    `Presenter: ${webinar.presenter}`,
    ...(cancelled || !webinar.joinUrl ? [] : [`Join: ${webinar.joinUrl}`]),
    `Details: ${pageUrl}`,
    '',
    ...(cancelled
      ? []
      : ['Cannot make it? Open this link to remove your registration (you will be asked to confirm):', cancelUrl, '']),
    'UPM Trading',
  ].join('\n');
  return {
    from: context.from,
    to: registration.email,
    subject: subjectFor(kind, webinar),
    text,
    attachments: [
      { filename: 'webinar.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
}
