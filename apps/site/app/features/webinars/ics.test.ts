import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, webinarCalendar } from './ics';
import type { PublicWebinar } from './webinar-types';

const webinar: PublicWebinar = {
  id: 'w-1',
  title: 'Risk, Reward; and the 1:2 Rule — déjà vu?',
  description: 'Line one.\nLine two, with a comma; and a semicolon \\ backslash. '.repeat(4),
  presenter: 'Dana Analyst',
  startsAt: '2026-12-02T15:00:00.000Z',
  durationMinutes: 90,
  capacity: null,
  placesLeft: null,
  replayUrl: null,
  status: 'scheduled',
  sequence: 2,
  updatedAt: '2026-11-25T12:00:00.000Z',
};
const options = { pageUrl: 'https://example.com/services/webinar/w-1', host: 'example.com' };

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('webinar calendar files', () => {
  it('parse with ical.js into one event at the right UTC times, with every required property', () => {
    const text = webinarCalendar(webinar, options);
    const { calendar, vevent, event } = parseEvent(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event.uid).toBe('webinar-w-1@example.com');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-02T16:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.summary).toBe(webinar.title);
    expect(event.description).toContain('Line one.\nLine two, with a comma; and a semicolon \\ backslash.');
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(vevent.getFirstPropertyValue('url'))).toBe(options.pageUrl);
    expect(vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-25T12:00:00Z');
    expect(text).not.toContain('Join:');
  });

  it('ends every line in CRLF, folds at 75 octets, and says CANCELLED with the join link only when given', () => {
    const text = webinarCalendar(
      { ...webinar, status: 'cancelled', sequence: 3 },
      { ...options, joinUrl: 'https://meet.example.com/j/1' },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const { vevent, event } = parseEvent(text);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(3);
    expect(event.description).toContain('Join: https://meet.example.com/j/1');
  });

  it('never folds inside a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(80)}`);
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
