import { type InstrumentSymbol, instruments } from './instruments';

/*
 * When each signal instrument trades, as plain weekly rules (browser-safe): what the demo seed keeps its events
 * inside, so no invented record shows a take-profit "hit" while the market was shut. Holidays are not modelled.
 *   - forex: Sunday 17:00 to Friday 17:00 New York time, around the clock in between (22:00 GMT in the
 *     northern winter, 21:00 GMT in summer: the week follows New York's daylight saving, as the market-hours
 *     tool does);
 *   - DAX: Xetra, Monday to Friday 09:00-17:30 Frankfurt time (CET/CEST, so the GMT hours move with DST);
 *   - gold and the other metals, energy and the US and UK indices: Sunday 18:00 to Friday 17:00 New York time
 *     with a daily pause 17:00-18:00 New York time (the near-24/5 CFD session);
 *   - crypto: every hour of every day.
 */

const minutesOfWeek = (weekday: number, hour: number, minute: number) => weekday * 1440 + hour * 60 + minute;

/** The weekday (0 Sunday), hour and minute at `at` on the clock of `timeZone`. */
function zonedClock(at: Date, timeZone: string): { weekday: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, hour: Number(part('hour')), minute: Number(part('minute')) };
}

/** Whether `symbol` trades at `at`. */
export function marketOpen(symbol: InstrumentSymbol, at: Date): boolean {
  const { kind } = instruments[symbol];
  if (kind === 'crypto') return true;
  if (symbol === 'DAX') {
    const { weekday, hour, minute } = zonedClock(at, 'Europe/Berlin');
    const time = hour * 60 + minute;
    return weekday >= 1 && weekday <= 5 && time >= 9 * 60 && time < 17 * 60 + 30;
  }
  const { weekday, hour, minute } = zonedClock(at, 'America/New_York');
  const week = minutesOfWeek(weekday, hour, minute);
  if (kind === 'forex') return week >= minutesOfWeek(0, 17, 0) && week < minutesOfWeek(5, 17, 0);
  return week >= minutesOfWeek(0, 18, 0) && week < minutesOfWeek(5, 17, 0) && hour !== 17;
}

/** The first quarter-hour at or after `at` at which `symbol` trades (within a week: every market opens by then). */
export function nextOpen(symbol: InstrumentSymbol, at: Date): Date {
  const step = 15 * 60_000;
  let candidate = new Date(Math.ceil(at.getTime() / step) * step);
  for (let tries = 0; tries < 7 * 96 && !marketOpen(symbol, candidate); tries++) {
    candidate = new Date(candidate.getTime() + step);
  }
  return candidate;
}
