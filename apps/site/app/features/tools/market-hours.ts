import { addDays, wallTime, weekdayOf, zonedInstant } from './zoned-time';

/*
 * The four forex sessions by each city's own clock: in January these are exactly the GMT table of
 * the forex pages; daylight saving in London, New York and Sydney shifts them by an hour in GMT.
 */

export interface Session {
  id: 'sydney' | 'tokyo' | 'london' | 'new-york';
  name: string;
  zone: string;
  /** Local opening and closing hours, Monday to Friday. */
  opens: number;
  closes: number;
}

export const sessions: readonly Session[] = [
  { id: 'sydney', name: 'Sydney', zone: 'Australia/Sydney', opens: 9, closes: 18 },
  { id: 'tokyo', name: 'Tokyo', zone: 'Asia/Tokyo', opens: 9, closes: 18 },
  { id: 'london', name: 'London', zone: 'Europe/London', opens: 8, closes: 17 },
  { id: 'new-york', name: 'New York', zone: 'America/New_York', opens: 8, closes: 17 },
];

/** The forex week opens when Sydney opens on Monday and closes at 17:00 New York time on Friday. */
const weekOpen = { zone: 'Australia/Sydney', weekday: 1, hour: 9 };
const weekClose = { zone: 'America/New_York', weekday: 5, hour: 17 };

export interface Interval {
  start: Date;
  end: Date;
}

/** The session's trading intervals whose local date lies from `daysBefore` days before `at` to `daysAfter` after. */
export function sessionIntervals(session: Session, at: Date, daysBefore = 1, daysAfter = 8): Interval[] {
  const today = wallTime(at, session.zone);
  const intervals: Interval[] = [];
  for (let offset = -daysBefore; offset <= daysAfter; offset++) {
    const [year, month, day] = addDays(today.year, today.month, today.day, offset);
    if (weekdayOf(year, month, day) > 5) continue;
    intervals.push({
      start: zonedInstant(session.zone, year, month, day, session.opens, 0),
      end: zonedInstant(session.zone, year, month, day, session.closes, 0),
    });
  }
  return intervals;
}

/** The first instant after `at` at which `zone`'s clock shows `hour`:00 on `weekday`. */
function nextWeekly(at: Date, rule: { zone: string; weekday: number; hour: number }): Date {
  const today = wallTime(at, rule.zone);
  for (let offset = 0; offset <= 8; offset++) {
    const [year, month, day] = addDays(today.year, today.month, today.day, offset);
    if (weekdayOf(year, month, day) !== rule.weekday) continue;
    const instant = zonedInstant(rule.zone, year, month, day, rule.hour, 0);
    if (instant > at) return instant;
  }
  throw new Error('no weekly instant within eight days');
}

export interface SessionStatus {
  session: Session;
  open: boolean;
  /** When it next opens (if closed) or closes (if open). */
  nextChange: Date;
}

export interface MarketStatus {
  at: Date;
  /** Between Friday 17:00 New York and Monday's Sydney open. */
  weekend: boolean;
  /** When the forex week next opens (Monday, Sydney 09:00). */
  nextWeekOpen: Date;
  sessions: SessionStatus[];
  /** Pairs of sessions open together now, by name. */
  overlaps: [string, string][];
}

/** Which sessions are open at `at`, when each next opens or closes, and whether it is the weekend. */
export function marketStatus(at: Date): MarketStatus {
  const nextWeekOpen = nextWeekly(at, weekOpen);
  // If the week opens before it next closes, we are between a close and an open: the weekend.
  const weekend = nextWeekOpen < nextWeekly(at, weekClose);
  const statuses = sessions.map((session): SessionStatus => {
    const intervals = sessionIntervals(session, at);
    const current = weekend ? undefined : intervals.find((interval) => interval.start <= at && at < interval.end);
    if (current) return { session, open: true, nextChange: current.end };
    // Local Monday-to-Friday sessions never open inside the weekend: Sydney's Monday open is the week's open.
    const next = intervals.find((interval) => interval.start > at);
    return { session, open: false, nextChange: next?.start ?? nextWeekOpen };
  });
  const open = statuses.filter((status) => status.open).map((status) => status.session.name);
  const overlaps: [string, string][] = [];
  open.forEach((first, index) => open.slice(index + 1).forEach((second) => overlaps.push([first, second])));
  return { at, weekend, nextWeekOpen, sessions: statuses, overlaps };
}

/** "3 h 05 min", "45 min", "2 d 4 h": how long until `later`. */
export function durationText(from: Date, later: Date): string {
  const minutes = Math.max(0, Math.round((later.getTime() - from.getTime()) / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${String(rest).padStart(2, '0')} min`;
  return `${rest} min`;
}

/**
 * Each session's share of the 24 hours of the day that contains `at` in `zone`, as minutes from that
 * day's midnight (a day with a daylight-saving change in `zone` is still drawn as 24 hours).
 */
export function dayTimeline(at: Date, zone: string): { session: Session; spans: [number, number][] }[] {
  const day = wallTime(at, zone);
  const dayStart = zonedInstant(zone, day.year, day.month, day.day, 0, 0).getTime();
  const dayEnd = dayStart + 24 * 3_600_000;
  return sessions.map((session) => ({
    session,
    spans: sessionIntervals(session, at, 2, 2)
      .filter((interval) => interval.end.getTime() > dayStart && interval.start.getTime() < dayEnd)
      .map((interval): [number, number] => [
        Math.round((Math.max(interval.start.getTime(), dayStart) - dayStart) / 60_000),
        Math.round((Math.min(interval.end.getTime(), dayEnd) - dayStart) / 60_000),
      ]),
  }));
}

// A date, a time and a zone (Z or an offset): without a zone the moment would depend on the reader's clock.
const isoInstant = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * Whether an `at` value has the instant's form but names a day or time that does not exist (30 February,
 * 24:00, an offset of +25:00). Date.parse rolls such values over (2026-02-30 becomes 2 March), which would
 * show another day than the one asked for.
 */
export function namesNoSuchTime(value: string): boolean {
  const parts = isoInstant.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return !(
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

/** The instant an `at` value names, or undefined for an empty, malformed, non-existent or far-off one. */
export function parseInstant(value: string): Date | undefined {
  if (!isoInstant.test(value) || namesNoSuchTime(value)) return undefined;
  const time = Date.parse(value);
  const year = new Date(time).getUTCFullYear();
  // The time-zone database's rules are only known for a while ahead; keep to a sensible window.
  return Number.isFinite(time) && year >= 2000 && year <= 2100 ? new Date(time) : undefined;
}

/*
 * The moment picked with the page's date and time inputs (`<input type="date">`, `<input type="time">`, which
 * browsers submit as 2026-07-15 and 12:30 whatever the visitor's locale), read as GMT: the page without scripts
 * shows GMT, so the moment asked for is the moment shown.
 */
const dateForm = /^(\d{4})-(\d{2})-(\d{2})$/;
const timeForm = /^(\d{2}):(\d{2})(?::\d{2})?$/;

export interface PickedMoment {
  date: string;
  time: string;
}

/** The message for each picker field that cannot name a moment; none when both are empty (now). */
export function pickerErrors({ date, time }: PickedMoment): Partial<Record<keyof PickedMoment, string>> {
  const errors: Partial<Record<keyof PickedMoment, string>> = {};
  const day = dateForm.exec(date.trim());
  const clock = timeForm.exec(time.trim());
  if (time.trim() !== '' && (!clock || Number(clock[1]) > 23 || Number(clock[2]) > 59)) {
    errors.time = 'Enter the time as hours and minutes, 00:00 to 23:59, like 12:30.';
  }
  if (date.trim() === '') {
    if (time.trim() !== '') errors.date = 'Choose a date for this time, or clear the time to see now.';
    return errors;
  }
  if (!day) {
    errors.date = 'Enter the date as year-month-day, like 2026-07-15, or leave it empty for now.';
    return errors;
  }
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth) {
    errors.date = 'That date does not exist: check the day of the month.';
  } else if (year < 2000 || year > 2100) {
    errors.date = 'Choose a date between 2000 and 2100.';
  }
  return errors;
}

/** The instant the picker names (GMT; a date without a time is its midnight), or undefined. */
export function pickedInstant(moment: PickedMoment): Date | undefined {
  if (moment.date.trim() === '' || Object.keys(pickerErrors(moment)).length > 0) return undefined;
  const [year, month, day] = moment.date.trim().split('-').map(Number) as [number, number, number];
  const [hour, minute] = (moment.time.trim() || '00:00').split(':').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute));
}

/** The picker's values showing an instant in GMT (an `at` link opens with its moment in the inputs). */
export function pickerValues(instant: Date): PickedMoment {
  const iso = instant.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
