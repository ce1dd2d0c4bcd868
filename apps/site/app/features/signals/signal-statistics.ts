import { type InstrumentSymbol, instrumentSymbols } from './instruments';
import {
  type ClosedResult,
  type CurvePoint,
  type RecordPeriod,
  type TrackRecord,
  equityCurve,
  periodResults,
  recordPeriods,
  roundTo,
  thinCurve,
  trackRecord,
} from './signal-results';

/*
 * The statistics beside the track record, as pure arithmetic (browser-safe). They take the same closed results
 * as the track record (the service's closedResults, one R per closed signal) and count them with the same
 * functions (trackRecord, equityCurve), so a figure here never disagrees with the summary above it.
 */

/** A closed result with the instrument it was on: the per-instrument breakdown needs it. */
export interface InstrumentResult extends ClosedResult {
  instrument: InstrumentSymbol;
}

export interface WinLossAverages {
  /** Mean R of the winning signals, two decimals; null without a win. */
  averageWinR: number | null;
  /** Mean R of the losing signals (negative), two decimals; null without a loss. */
  averageLossR: number | null;
  /**
   * R to expect per signal: win rate × average win − loss rate × |average loss|, which is total R ÷ closed
   * signals (a break-even adds nothing but counts as a signal). Two decimals; null with no closed signal.
   */
  expectancyR: number | null;
}

/** Average win, average loss and expectancy, from unrounded sums (rounded once, at the end). */
export function winLossAverages(results: readonly ClosedResult[]): WinLossAverages {
  const wins = results.filter((result) => result.r > 0);
  const losses = results.filter((result) => result.r < 0);
  const sum = (list: readonly ClosedResult[]) => list.reduce((total, result) => total + result.r, 0);
  const mean = (list: readonly ClosedResult[]) => (list.length === 0 ? null : roundTo(sum(list) / list.length, 2));
  return {
    averageWinR: mean(wins),
    averageLossR: mean(losses),
    expectancyR: results.length === 0 ? null : roundTo(sum(results) / results.length, 2) || 0,
  };
}

/** The averages for all time and the last 90 and 30 days, over the same periods as trackRecords. */
export function periodAverages(results: readonly ClosedResult[], now: Date): Record<RecordPeriod, WinLossAverages> {
  const periods = periodResults(results, now);
  const averages = {} as Record<RecordPeriod, WinLossAverages>;
  for (const period of recordPeriods) averages[period.key] = winLossAverages(periods[period.key]);
  return averages;
}

/** A point of the drawdown chart: how far cumulative R stands below its running peak after the `count`-th signal. */
export interface DrawdownPoint {
  count: number;
  closedAt: string;
  /** Peak minus cumulative R, never negative; the peak starts at 0 as in trackRecord's maximum drawdown. */
  drawdownR: number;
}

/**
 * The drawdown after each closed signal, in closing order, thinned like the equity curve: thinCurve keeps each
 * run's lowest and highest value, so fed the drawdown negated it keeps each run's deepest point and the largest
 * drawdown drawn is the maximum drawdown of the record.
 */
export function drawdownCurve(results: readonly ClosedResult[], limit = 200): DrawdownPoint[] {
  let peak = 0;
  const depths = equityCurve(results).map(({ closedAt, cumulativeR }) => {
    peak = Math.max(peak, cumulativeR);
    return { closedAt, cumulativeR: -(roundTo(peak - cumulativeR, 4) || 0) };
  });
  return thinCurve(depths, limit).map(({ count, closedAt, cumulativeR }) => ({
    count,
    closedAt,
    drawdownR: -cumulativeR || 0,
  }));
}

/** One calendar month (GMT) of closed signals. */
export interface MonthRecord {
  /** `YYYY-MM`, by closing time in GMT. */
  month: string;
  record: TrackRecord;
  /** Cumulative R of the whole record at the month's end, four decimals. */
  endR: number;
}

const monthOf = (iso: string) => new Date(iso).toISOString().slice(0, 7);

function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * Each month from the first closed signal's to the last one's, oldest first; a month without a close is listed
 * with none, so a quiet month is not hidden.
 */
export function monthlyRecords(results: readonly ClosedResult[]): MonthRecord[] {
  const byMonth = new Map<string, ClosedResult[]>();
  for (const result of results) {
    const month = monthOf(result.closedAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), result]);
  }
  const months = [...byMonth.keys()].sort();
  const first = months[0];
  const last = months.at(-1);
  if (first === undefined || last === undefined) return [];
  const rows: MonthRecord[] = [];
  let cumulative = 0;
  for (let month = first; month <= last; month = nextMonth(month)) {
    const record = trackRecord(byMonth.get(month) ?? []);
    cumulative += (byMonth.get(month) ?? []).reduce((total, result) => total + result.r, 0);
    rows.push({ month, record, endR: roundTo(cumulative, 4) || 0 });
  }
  return rows;
}

/** One instrument's closed signals. */
export interface InstrumentRecord extends WinLossAverages {
  instrument: InstrumentSymbol;
  record: TrackRecord;
}

/** The record and averages of each instrument with a closed signal, in the instrument list's order. */
export function instrumentRecords(results: readonly InstrumentResult[]): InstrumentRecord[] {
  return instrumentSymbols.flatMap((instrument) => {
    const own = results.filter((result) => result.instrument === instrument);
    return own.length === 0 ? [] : [{ instrument, record: trackRecord(own), ...winLossAverages(own) }];
  });
}

/** What the statistics section of /services/signals shows. */
export interface SignalStatistics {
  averages: Record<RecordPeriod, WinLossAverages>;
  curve: CurvePoint[];
  drawdown: DrawdownPoint[];
  months: MonthRecord[];
  instruments: InstrumentRecord[];
}

/** Every statistic of the page from the closed results, in one pass of the loader. */
export function signalStatistics(results: readonly InstrumentResult[], now: Date): SignalStatistics {
  return {
    averages: periodAverages(results, now),
    curve: thinCurve(equityCurve(results)),
    drawdown: drawdownCurve(results),
    months: monthlyRecords(results),
    instruments: instrumentRecords(results),
  };
}
