import { describe, expect, it } from 'vitest';
import { equityCurve, resultPips, resultR, roundTo, thinCurve, trackRecord, trackRecords } from './signal-results';
import { workedCases, workedRecords } from './signal-test-fixtures';

const now = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('signal results against the hand-worked table', () => {
  it.each(workedCases)('$input.direction $input.instrument exits at $exit: $pips pips or points, $r R', (worked) => {
    const { instrument, direction, entry, stopLoss } = worked.input;
    expect(resultPips(instrument, direction, entry, worked.exit)).toBe(worked.pips);
    expect(resultR(direction, entry, stopLoss, worked.exit)).toBe(worked.r);
  });

  it('adds up the track record for all time, the last 90 and the last 30 days', () => {
    const results = workedCases.map((worked) => ({ r: worked.r, closedAt: daysAgo(worked.closedDaysAgo) }));
    expect(trackRecords(results, now)).toEqual(workedRecords);
    expect(equityCurve(results).map((point) => point.cumulativeR)).toEqual([2, 1, 3, 6, 6, 5.5]);
  });

  it('counts a break-even stop as 0 R, neither a win nor a loss', () => {
    expect(resultR('SELL', 162.5, 163, 162.5)).toBe(0);
    expect(trackRecord([{ r: 0, closedAt: daysAgo(1) }])).toMatchObject({ closed: 1, wins: 0, losses: 0, winRate: 0 });
  });

  it('reads an empty record as no rates and no profit factor, and one without losses as no profit factor', () => {
    expect(trackRecord([])).toEqual({
      closed: 0,
      wins: 0,
      losses: 0,
      winRate: null,
      totalR: 0,
      averageR: null,
      profitFactor: null,
      maxDrawdownR: 0,
    });
    expect(trackRecord([{ r: 1.5, closedAt: daysAgo(1) }]).profitFactor).toBeNull();
  });

  it('starts the drawdown peak at 0, so a first loss is a drawdown', () => {
    const results = [-1, -0.5, 2].map((r, index) => ({ r, closedAt: daysAgo(10 - index) }));
    expect(trackRecord(results).maxDrawdownR).toBe(1.5);
  });

  it('rounds half away from zero without binary surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.125, 2)).toBe(-1.13);
    expect(roundTo(0.1 + 0.2, 4)).toBe(0.3);
  });

  it('counts points on indices and crypto as the price difference, to the instrument decimals', () => {
    expect(resultPips('DAX', 'SELL', 19500.5, 19450)).toBe(50.5);
    expect(resultPips('BTC/USD', 'BUY', 95000, 94000.25)).toBe(-999.75);
    expect(resultPips('GBP/JPY', 'SELL', 195.123, 194.5)).toBe(62.3);
  });
});

describe('thinCurve (a long record on the page)', () => {
  const curve = (values: number[]) =>
    values.map((cumulativeR, index) => ({
      closedAt: `2026-01-01T00:00:${String(index).padStart(2, '0')}Z`,
      cumulativeR,
    }));

  it('keeps every point, numbered, while there are at most `limit`', () => {
    expect(thinCurve(curve([2, 1, 3]), 4)).toEqual([
      { closedAt: '2026-01-01T00:00:00Z', cumulativeR: 2, count: 1 },
      { closedAt: '2026-01-01T00:00:01Z', cumulativeR: 1, count: 2 },
      { closedAt: '2026-01-01T00:00:02Z', cumulativeR: 3, count: 3 },
    ]);
  });

  it('keeps the low and high of each run in order, and the last point, so peaks and troughs survive', () => {
    // Runs of 3 with limit 4 (2 runs): [1, -5, 2] and [9, 0, 4]; the last point (4) is kept too.
    const thinned = thinCurve(curve([1, -5, 2, 9, 0, 4]), 4);
    expect(thinned.map((point) => [point.count, point.cumulativeR])).toEqual([
      [2, -5],
      [3, 2],
      [4, 9],
      [5, 0],
      [6, 4],
    ]);
  });

  it('sends at most about `limit` points for 10,000 signals', () => {
    const values = Array.from({ length: 10_000 }, (_, index) => (index % 2 === 0 ? index / 2 : -index));
    const thinned = thinCurve(curve(values), 200);
    expect(thinned.length).toBeLessThanOrEqual(201);
    expect(thinned.at(-1)!.count).toBe(10_000);
    expect(Math.min(...thinned.map((point) => point.cumulativeR))).toBe(Math.min(...values));
    expect(Math.max(...thinned.map((point) => point.cumulativeR))).toBe(Math.max(...values));
  });
});
