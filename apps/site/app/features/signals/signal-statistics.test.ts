import { describe, expect, it } from 'vitest';
import { trackRecord } from './signal-results';
import {
  drawdownCurve,
  instrumentRecords,
  monthlyRecords,
  periodAverages,
  signalStatistics,
  winLossAverages,
} from './signal-statistics';
import { workedCases, workedRecords } from './signal-test-fixtures';

/*
 * The hand-worked table of signal-test-fixtures.ts, closed 60, 59, 20, 15, 10 and 5 days before 25 Nov 2026
 * 12:00 GMT: 26 Sep (+2), 27 Sep (−1), 5 Nov (+2), 10 Nov (+3), 15 Nov (0), 20 Nov (−0.5).
 *
 * Averages, all time: wins 2, 2, 3 → 7/3 = 2.33 R; losses −1, −0.5 → −0.75 R; expectancy
 * 3/6 × 7/3 − 2/6 × 0.75 = 7/6 − 1/4 = 0.9167 → 0.92 R (= total 5.5 R ÷ 6). Last 30 days (signals 3-6): wins
 * 2, 3 → 2.5 R; loss −0.5 R; expectancy 4.5 ÷ 4 = 1.125 → 1.13 R.
 * Drawdown after each signal: cumulative 2, 1, 3, 6, 6, 5.5 against peaks 2, 2, 3, 6, 6, 6 → 0, 1, 0, 0, 0, 0.5.
 * Months: September 2 closed (1 win, 1 loss), +1 R, ends at 1 R; October none, ends at 1 R; November 4 closed
 * (2 wins, 1 loss, 1 break-even), +4.5 R, ends at 5.5 R.
 * Instruments: EUR/USD +2 and −0.5 → 2 closed, +1.5 R, average win 2, average loss −0.5, expectancy 0.75;
 * GBP/USD −1; USD/JPY +2; EUR/JPY 0 (neither win nor loss); XAU/USD +3.
 */

const now = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const results = workedCases.map((worked) => ({
  r: worked.r,
  closedAt: daysAgo(worked.closedDaysAgo),
  instrument: worked.input.instrument,
}));

describe('signal statistics against the hand-worked table', () => {
  it('averages wins and losses and gives the expectancy for each period', () => {
    expect(periodAverages(results, now)).toEqual({
      all: { averageWinR: 2.33, averageLossR: -0.75, expectancyR: 0.92 },
      last90: { averageWinR: 2.33, averageLossR: -0.75, expectancyR: 0.92 },
      last30: { averageWinR: 2.5, averageLossR: -0.5, expectancyR: 1.13 },
    });
  });

  it('gives an expectancy equal to the track record average R', () => {
    expect(winLossAverages(results).expectancyR).toBe(workedRecords.all.averageR);
  });

  it('reads no wins or no losses as no average, and no signal as no expectancy', () => {
    expect(winLossAverages([])).toEqual({ averageWinR: null, averageLossR: null, expectancyR: null });
    expect(winLossAverages([{ r: 0, closedAt: daysAgo(1) }])).toEqual({
      averageWinR: null,
      averageLossR: null,
      expectancyR: 0,
    });
  });

  it('draws the drawdown below the running peak, whose deepest point is the maximum drawdown', () => {
    const drawdown = drawdownCurve(results);
    expect(drawdown.map((point) => [point.count, point.drawdownR])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 0.5],
    ]);
    expect(Math.max(...drawdown.map((point) => point.drawdownR))).toBe(workedRecords.all.maxDrawdownR);
  });

  it('keeps the deepest drawdown of a long record when it thins the points', () => {
    const long = Array.from({ length: 1_000 }, (_, index) => ({
      r: index === 500 ? -7 : index % 2 === 0 ? 1 : -0.5,
      closedAt: `2026-01-01T00:${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}Z`,
    }));
    const thinned = drawdownCurve(long, 50);
    expect(thinned.length).toBeLessThanOrEqual(51);
    expect(Math.max(...thinned.map((point) => point.drawdownR))).toBe(trackRecord(long).maxDrawdownR);
    expect(thinned.at(-1)!.count).toBe(1_000);
  });

  it('lists every month from the first close to the last, a quiet one included, with the record at its end', () => {
    expect(
      monthlyRecords(results).map(({ month, record, endR }) => ({
        month,
        closed: record.closed,
        wins: record.wins,
        losses: record.losses,
        totalR: record.totalR,
        endR,
      })),
    ).toEqual([
      { month: '2026-09', closed: 2, wins: 1, losses: 1, totalR: 1, endR: 1 },
      { month: '2026-10', closed: 0, wins: 0, losses: 0, totalR: 0, endR: 1 },
      { month: '2026-11', closed: 4, wins: 2, losses: 1, totalR: 4.5, endR: 5.5 },
    ]);
    expect(monthlyRecords([])).toEqual([]);
  });

  it('crosses a year end between months', () => {
    const months = monthlyRecords([
      { r: 1, closedAt: '2025-12-31T23:59:00.000Z' },
      { r: -1, closedAt: '2026-02-01T00:00:00.000Z' },
    ]);
    expect(months.map((row) => row.month)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('breaks the record down by instrument, in the instrument list order', () => {
    expect(
      instrumentRecords(results).map(({ instrument, record, averageWinR, averageLossR, expectancyR }) => [
        instrument,
        record.closed,
        record.totalR,
        averageWinR,
        averageLossR,
        expectancyR,
      ]),
    ).toEqual([
      ['EUR/USD', 2, 1.5, 2, -0.5, 0.75],
      ['GBP/USD', 1, -1, null, -1, -1],
      ['USD/JPY', 1, 2, 2, null, 2],
      ['EUR/JPY', 1, 0, null, null, 0],
      ['XAU/USD', 1, 3, 3, null, 3],
    ]);
  });

  it('sums per instrument and per month to the whole record', () => {
    const statistics = signalStatistics(results, now);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(statistics.instruments.map((row) => row.record.totalR))).toBe(workedRecords.all.totalR);
    expect(sum(statistics.months.map((row) => row.record.closed))).toBe(workedRecords.all.closed);
    expect(statistics.curve.at(-1)!.cumulativeR).toBe(workedRecords.all.totalR);
  });
});
