import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { type InstrumentSymbol, instruments } from './instruments';
import type { Direction } from './signal-schema';

/*
 * A signal's result and the track record, as pure arithmetic (browser-safe, no database): the service stores
 * each closed signal's result when it closes, and the pages add them up here.
 */

/** Rounds half away from zero to `decimals`, through the decimal string so 1.005 is not read as 1.00499…. */
export function roundTo(value: number, decimals: number): number {
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

/**
 * Pips (forex) or points (everything else) won or lost: the price move in the trade's favour divided by the pip
 * size. Pips keep one decimal (a fractional pip); points keep the instrument's decimals.
 */
export function resultPips(symbol: InstrumentSymbol, direction: Direction, entry: number, exit: number): number {
  const instrument = instruments[symbol];
  const move = direction === 'BUY' ? exit - entry : entry - exit;
  return roundTo(move / instrument.pipSize, stepDecimals(instrument)) || 0;
}

/**
 * The R multiple: the move in the trade's favour over the initial risk (entry to the stop-loss it was published
 * with). A stop moved to break-even and hit is 0 R, not −1 R, because the risk is the initial one.
 * Kept to four decimals so sums of many results do not drift.
 */
export function resultR(direction: Direction, entry: number, initialStopLoss: number, exit: number): number {
  const r =
    direction === 'BUY' ? (exit - entry) / (entry - initialStopLoss) : (entry - exit) / (initialStopLoss - entry);
  return roundTo(r, 4) || 0;
}

/** One closed signal as the statistics see it. */
export interface ClosedResult {
  r: number;
  /** ISO instant; statistics take results in this order. */
  closedAt: string;
}

export interface TrackRecord {
  closed: number;
  wins: number;
  losses: number;
  /** Wins ÷ closed in percent, one decimal; null with no closed signal. */
  winRate: number | null;
  totalR: number;
  /** Two decimals; null with no closed signal. */
  averageR: number | null;
  /** Sum of winning R ÷ |sum of losing R|, two decimals; null when there is no loss (shown as "—"). */
  profitFactor: number | null;
  /** The largest fall of cumulative R from a running peak that starts at 0, in closing order. */
  maxDrawdownR: number;
}

const byClosing = (a: ClosedResult, b: ClosedResult) =>
  a.closedAt < b.closedAt ? -1 : a.closedAt > b.closedAt ? 1 : 0;

/** The statistics of a set of closed signals (expired and cancelled ones are never passed in). */
export function trackRecord(results: readonly ClosedResult[]): TrackRecord {
  let wins = 0;
  let losses = 0;
  let gains = 0;
  let pains = 0;
  let cumulative = 0;
  let peak = 0;
  let maxDrawdown = 0;
  for (const { r } of [...results].sort(byClosing)) {
    if (r > 0) {
      wins += 1;
      gains += r;
    } else if (r < 0) {
      losses += 1;
      pains -= r;
    }
    cumulative += r;
    peak = Math.max(peak, cumulative);
    maxDrawdown = Math.max(maxDrawdown, peak - cumulative);
  }
  const closed = results.length;
  return {
    closed,
    wins,
    losses,
    winRate: closed === 0 ? null : roundTo((wins / closed) * 100, 1),
    totalR: roundTo(cumulative, 2) || 0,
    averageR: closed === 0 ? null : roundTo(cumulative / closed, 2) || 0,
    profitFactor: losses === 0 ? null : roundTo(gains / pains, 2),
    maxDrawdownR: roundTo(maxDrawdown, 2),
  };
}

export const recordPeriods = [
  { key: 'all', label: 'All time', days: null },
  { key: 'last90', label: 'Last 90 days', days: 90 },
  { key: 'last30', label: 'Last 30 days', days: 30 },
] as const;
export type RecordPeriod = (typeof recordPeriods)[number]['key'];

/** The results closed in each period: all of them, and those of the last 90 and 30 days before `now`. */
export function periodResults<Result extends ClosedResult>(
  results: readonly Result[],
  now: Date,
): Record<RecordPeriod, Result[]> {
  const since = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const periods = {} as Record<RecordPeriod, Result[]>;
  for (const period of recordPeriods) {
    const from = period.days === null ? '' : since(period.days);
    periods[period.key] = results.filter((result) => result.closedAt >= from);
  }
  return periods;
}

/** The track record for all time and for the signals closed in the last 90 and 30 days before `now`. */
export function trackRecords(results: readonly ClosedResult[], now: Date): Record<RecordPeriod, TrackRecord> {
  const periods = periodResults(results, now);
  const records = {} as Record<RecordPeriod, TrackRecord>;
  for (const period of recordPeriods) records[period.key] = trackRecord(periods[period.key]);
  return records;
}

/** Cumulative R after each closed signal, in closing order (the equity curve), starting from 0. */
export function equityCurve(results: readonly ClosedResult[]): Array<{ closedAt: string; cumulativeR: number }> {
  let cumulative = 0;
  return [...results].sort(byClosing).map(({ r, closedAt }) => {
    cumulative += r;
    return { closedAt, cumulativeR: roundTo(cumulative, 4) || 0 };
  });
}

/** A point of the drawn curve: cumulative R after the `count`-th closed signal. */
export interface CurvePoint {
  count: number;
  closedAt: string;
  cumulativeR: number;
}

/**
 * The curve as drawn and tabled on the page: every point while there are at most `limit`, else, for each of
 * limit/2 equal runs of signals, its lowest and highest points in closing order, and always the last. A long
 * record keeps its peaks and troughs (the drawn drawdowns stay true) without sending every signal's point to
 * the browser: 10,000 signals made a 2.6 MB page.
 */
export function thinCurve(points: ReadonlyArray<{ closedAt: string; cumulativeR: number }>, limit = 200): CurvePoint[] {
  const numbered = points.map((point, index) => ({ ...point, count: index + 1 }));
  if (numbered.length <= limit) return numbered;
  const runs = Math.floor(limit / 2);
  const kept: CurvePoint[] = [];
  for (let run = 0; run < runs; run++) {
    const slice = numbered.slice(
      Math.floor((run * numbered.length) / runs),
      Math.floor(((run + 1) * numbered.length) / runs),
    );
    const low = slice.reduce((a, b) => (b.cumulativeR < a.cumulativeR ? b : a));
    const high = slice.reduce((a, b) => (b.cumulativeR > a.cumulativeR ? b : a));
    kept.push(...(low.count === high.count ? [low] : [low, high].sort((a, b) => a.count - b.count)));
  }
  const last = numbered.at(-1)!;
  if (kept.at(-1)!.count !== last.count) kept.push(last);
  return kept;
}
