import type { SessionTimelineRow } from '@upm/ui';
import { dayTimeline, durationText, marketStatus, type MarketStatus } from '~/features/tools/market-hours';

/*
 * The market-hours page's words and rows for a moment and a time zone: GMT on the server, the visitor's zone
 * once scripts run.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone} ${JSON.stringify(options)}`;
  let known = formats.get(key);
  if (!known) {
    known = new Intl.DateTimeFormat('en-GB', { timeZone: zone, ...options });
    formats.set(key, known);
  }
  return known;
}

/** "Wed 17:00" in `zone`. */
export function dayAndTime(instant: Date, zone: string): string {
  return format(zone, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** "Wednesday 14 January 2026". */
export function longDate(instant: Date, zone: string): string {
  return format(zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** The zone as readers know it: GMT for UTC, else its IANA name. */
export function zoneName(zone: string): string {
  return zone === 'UTC' || zone === 'Etc/UTC' ? 'GMT' : zone.replace(/_/g, ' ');
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface MarketHoursView {
  status: MarketStatus;
  rows: SessionTimelineRow[];
  /** Minutes from the day's midnight in the zone. */
  nowMinute: number;
  caption: string;
  overlapText: string;
  weekendText?: string;
}

/** Everything the page shows for `at`, in `zone`. */
export function marketHoursView(at: Date, zone: string): MarketHoursView {
  const status = marketStatus(at);
  const timeline = dayTimeline(at, zone);
  const rows = status.sessions.map((session, index): SessionTimelineRow => {
    const spans = timeline[index]?.spans ?? [];
    const when = `${durationText(at, session.nextChange)}, at ${dayAndTime(session.nextChange, zone)}`;
    return {
      id: session.session.id,
      name: session.session.name,
      open: session.open,
      detail: session.open ? `Closes in ${when}` : `Opens in ${when}`,
      spans,
      hoursText:
        spans.length === 0
          ? 'No trading this day'
          : `This day: ${spans.map(([start, end]) => `${clock(start)} to ${clock(end)}`).join(' and ')}`,
    };
  });
  const [hour, minute] = format(zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .format(at)
    .split(':')
    .map(Number);
  const overlaps = status.overlaps.map(([first, second]) => `${first} and ${second}`);
  return {
    status,
    rows,
    nowMinute: (hour ?? 0) * 60 + (minute ?? 0),
    caption: `${longDate(at, zone)}, times in ${zoneName(zone)}`,
    overlapText:
      overlaps.length > 0
        ? `Sessions overlapping now: ${overlaps.join('; ')}. Overlaps are usually the busiest hours.`
        : 'No sessions overlap at this moment.',
    weekendText: status.weekend
      ? `The forex market is closed for the weekend. It opens again when Sydney opens, ${dayAndTime(status.nextWeekOpen, zone)} ${zoneName(zone)}, in ${durationText(at, status.nextWeekOpen)}.`
      : undefined,
  };
}
