import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { formatPrice, instruments, resultUnit } from './instruments';
import type { Signal, SignalEvent, SignalStatus } from './signal-types';

/* How signals read on the pages (browser-safe): times in GMT, prices with their instrument's decimals. */

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** `25 Nov 2026 14:05 GMT`: the same on the server and in every browser (no locale, no time zone). */
export function formatGmt(iso: string): string {
  return formatAtOffset(iso, 0);
}

/**
 * The same shape at a fixed offset from GMT in minutes (east positive): `25 Nov 2026 15:05 GMT+1`,
 * `25 Nov 2026 19:35 GMT+5:30`. The browser rewrites server times with it, so a date reads alike before and
 * after hydration and a table's columns keep their width.
 */
export function formatAtOffset(iso: string, offsetMinutes: number): string {
  const at = new Date(new Date(iso).getTime() + offsetMinutes * 60_000);
  const hours = Math.trunc(Math.abs(offsetMinutes) / 60);
  const minutes = Math.abs(offsetMinutes) % 60;
  const zone =
    offsetMinutes === 0
      ? 'GMT'
      : `GMT${offsetMinutes > 0 ? '+' : '\u2212'}${hours}${minutes ? `:${pad(minutes)}` : ''}`;
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} ${zone}`;
}

/** `25 Nov 2026`: the GMT date of an instant, for chart axes. */
export function formatGmtDate(iso: string): string {
  const at = new Date(iso);
  return `${at.getUTCDate()} ${months[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}

export const statusLabels: Record<SignalStatus, string> = {
  pending: 'Pending',
  active: 'Active',
  closed: 'Closed',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

export const orderTypeLabels = { market: 'Market', limit: 'Limit', stop: 'Stop' } as const;
export const outcomeLabels = {
  'take-profit': 'Take-profit hit',
  'stop-loss': 'Stop-loss hit',
  manual: 'Closed at price',
};

/** `+100.0 pips`, `−20.0 pips`, `+30.00 points`. */
export function formatPips(signal: Pick<Signal, 'instrument' | 'resultPips'>): string {
  if (signal.resultPips === null) return '—';
  const instrument = instruments[signal.instrument];
  return `${signedNumber(signal.resultPips, stepDecimals(instrument))} ${resultUnit(instrument)}`;
}

/** A number with its sign: `+2.00`, `−0.50` (a true minus sign), `0.00`. */
export function signedNumber(value: number, decimals: number): string {
  const text = Math.abs(value).toFixed(decimals);
  if (value > 0) return `+${text}`;
  return value < 0 ? `\u2212${text}` : text;
}

/** `+2.00 R`, or `—` when the signal has no result. */
export function formatR(r: number | null): string {
  return r === null ? '—' : `${signedNumber(r, 2)} R`;
}

/**
 * The take-profit a signal was published with: the one before its first move on the timeline, else the
 * current one (the stop's is stored, `initialStopLoss`, because R is measured against it).
 */
export function initialTakeProfit(signal: Pick<Signal, 'takeProfit'>, events: readonly SignalEvent[]): number {
  for (const event of events) if (event.kind === 'amended' && event.takeProfit) return event.takeProfit.from;
  return signal.takeProfit;
}

/**
 * A signal's levels as the public page and the admin page both show them, each price with its instrument's
 * decimals (`—` when there is none): where each level stands and where it was published, the exit and the result.
 */
export function signalLevels(signal: Signal, events: readonly SignalEvent[]) {
  const price = (value: number | null) => (value === null ? '—' : formatPrice(signal.instrument, value));
  return {
    entry: price(signal.entry),
    stopLoss: price(signal.stopLoss),
    initialStopLoss: price(signal.initialStopLoss),
    takeProfit: price(signal.takeProfit),
    initialTakeProfit: price(initialTakeProfit(signal, events)),
    exit: price(signal.exitPrice),
    result: `${formatPips(signal)}, ${formatR(signal.resultR)}`,
  };
}

/**
 * One line of a signal's public timeline, e.g. "Stop-loss moved from 1.0800 to 1.0850". `events`: the whole
 * timeline, for what the published line states (the take-profit as published).
 */
export function eventSentence(signal: Signal, event: SignalEvent, events: readonly SignalEvent[] = []): string {
  const price = (value: number) => formatPrice(signal.instrument, value);
  switch (event.kind) {
    case 'published':
      return `Published: ${signal.direction} ${signal.instrument} ${orderTypeLabels[signal.orderType].toLowerCase()} at ${price(signal.entry)}, stop-loss ${price(signal.initialStopLoss)}, take-profit ${price(initialTakeProfit(signal, events))}${event.proposedBy ? ' (proposed by one analyst, reviewed and approved by another)' : ''}${event.reason ? `; published while the market was closed, because: ${event.reason}` : ''}`;
    case 'triggered':
      return 'Triggered: the entry price was reached';
    case 'amended':
      return [
        event.stopLoss && `Stop-loss moved from ${price(event.stopLoss.from)} to ${price(event.stopLoss.to)}`,
        event.reason && `further from the entry, adding risk, because: ${event.reason}`,
        event.takeProfit && `Take-profit moved from ${price(event.takeProfit.from)} to ${price(event.takeProfit.to)}`,
      ]
        .filter(Boolean)
        .join('; ');
    case 'closed':
      return `${outcomeLabels[event.outcome]}: closed at ${price(event.exitPrice)}${event.marketClosed ? ' while the market was closed' : ''}${event.reason ? ` (${event.marketClosed ? 'confirmed' : 'price confirmed'}: ${event.reason})` : ''}`;
    case 'corrected':
      return [
        `Corrected: ${outcomeLabels[event.outcome.to]} at ${price(event.exitPrice.to)}`,
        `was ${outcomeLabels[event.outcome.from].toLowerCase()} at ${price(event.exitPrice.from)}`,
        `result ${formatR(event.resultR.from)} → ${formatR(event.resultR.to)}. Reason: ${event.reason}`,
      ].join('; ');
    case 'expired':
      return 'Expired: the entry price was not reached in time';
    case 'cancelled':
      return `Cancelled: ${event.reason}`;
  }
}
