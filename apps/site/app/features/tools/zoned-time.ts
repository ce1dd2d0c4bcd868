/*
 * Wall-clock time in an IANA time zone, from the browser's or Node's own time-zone database (Intl), so daylight
 * saving follows each city's rules rather than a table of fixed GMT hours.
 */

export interface WallTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday (ISO). */
  weekday: number;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let known = formatters.get(zone);
  if (!known) {
    known = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      weekday: 'short',
    });
    formatters.set(zone, known);
  }
  return known;
}

/** The wall-clock time in `zone` at `instant`. */
export function wallTime(instant: Date, zone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of formatter(zone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    weekday: weekdays[parts.weekday ?? ''] ?? 0,
  };
}

/** How far `zone`'s clock is ahead of UTC at `instant`, in milliseconds (seconds ignored: whole minutes). */
function offsetAt(instant: Date, zone: string): number {
  const wall = wallTime(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

/**
 * The instant at which `zone`'s clock shows this date and time. The offset is read twice, so a time on the
 * other side of a daylight-saving change from the first guess still comes out right. (A time inside the
 * spring-forward gap does not exist; the sessions open and close well away from 01:00–03:00.)
 */
export function zonedInstant(
  zone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - offsetAt(new Date(asUtc), zone);
  return new Date(asUtc - offsetAt(new Date(first), zone));
}

/** The calendar date `days` after the given one (month and year roll over). */
export function addDays(year: number, month: number, day: number, days: number): [number, number, number] {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** ISO weekday (1 = Monday) of a calendar date. */
export function weekdayOf(year: number, month: number, day: number): number {
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}
