/*
 * iCalendar files (RFC 5545) for one webinar: the public one and the e-mailed one, which adds the join link.
 * Lines end in CRLF and are folded at 75 octets (RFC 5545 §3.1), text values escaped (§3.3.11); times are UTC.
 * A calendar app matches updates by UID and keeps the highest SEQUENCE (RFC 5546 §2.1.4), so a moved or
 * cancelled webinar replaces the event the registrant already holds.
 */

import type { PublicWebinar } from './webinar-types';
import { endsAt } from './webinar-types';

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line at 75 octets, never inside a UTF-8 character; continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2025-10-30T15:00:00Z → 20251030T150000Z. */
export function icsUtc(at: Date | string): string {
  return new Date(at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface CalendarOptions {
  /** The webinar's page, absolute (URL and the description's last line). */
  pageUrl: string;
  /** Only in the registrant's e-mail: never in the public file. */
  joinUrl?: string | null;
  /** The part of the UID after the @: the site's host. */
  host: string;
}

/** The stable UID of a webinar's event: the same in every file and update. */
export const webinarUid = (id: string, host: string) => `webinar-${id}@${host}`;

/** One VCALENDAR with the webinar's VEVENT, METHOD:PUBLISH. */
export function webinarCalendar(webinar: PublicWebinar, options: CalendarOptions): string {
  const description = [
    webinar.description,
    `Presenter: ${webinar.presenter}`,
    ...(options.joinUrl ? [`Join: ${options.joinUrl}`] : []),
    `Details: ${options.pageUrl}`,
  ].join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//UPM Trading//Webinars//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${webinarUid(webinar.id, options.host)}`,
    // The time of the last change: a file fetched twice without a change is the same file.
    `DTSTAMP:${icsUtc(webinar.updatedAt)}`,
    `DTSTART:${icsUtc(webinar.startsAt)}`,
    `DTEND:${icsUtc(endsAt(webinar))}`,
    `SUMMARY:${escapeText(webinar.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${options.pageUrl}`,
    `SEQUENCE:${webinar.sequence}`,
    `STATUS:${webinar.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
