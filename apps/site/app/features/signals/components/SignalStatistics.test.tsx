// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signalStatistics } from '~/features/signals/signal-statistics';
import { workedCases } from '~/features/signals/signal-test-fixtures';
import {
  chartLayout,
  labelIndexes,
  niceTicks,
  periodFigures,
  statisticsFigures,
} from '~/features/signals/signal-figures.server';
import { SignalStatisticsFigures } from './SignalStatistics';
import { TrackRecordSummary } from './TrackRecordSummary';
import { trackRecords } from '~/features/signals/signal-results';

afterEach(cleanup);

const now = new Date('2026-11-25T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const results = workedCases.map((worked) => ({
  r: worked.r,
  closedAt: daysAgo(worked.closedDaysAgo),
  instrument: worked.input.instrument,
}));
const statistics = signalStatistics(results, now);

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
    );

describe('the statistics of the track record', () => {
  it('labels the equity curve and the drawdown and gives their figures as tables', () => {
    render(<SignalStatisticsFigures {...statisticsFigures(statistics)} />);
    expect(screen.getByText(/From 0 R to \+5\.50 R over 6 closed signals, 25 Sep 2026 to 20 Nov 2026/)).toBeTruthy();
    expect(screen.getByText('Deepest: −1.00 R below the previous high, after signal 2 (28 Sep 2026).')).toBeTruthy();
    const curve = screen.getByRole('table', { name: 'Equity curve (cumulative R), after each closed signal' });
    expect(rowTexts(curve).map((row) => row[2])).toEqual(['+2.00', '+1.00', '+3.00', '+6.00', '+6.00', '+5.50']);
    const drawdown = screen.getByRole('table', { name: /^Drawdown/ });
    expect(rowTexts(drawdown).map((row) => row[2])).toEqual(['0.00', '−1.00', '0.00', '0.00', '0.00', '−0.50']);
  });

  it('lists each month, the quiet one too, and each instrument with its averages', () => {
    render(<SignalStatisticsFigures {...statisticsFigures(statistics)} />);
    const months = screen.getByRole('table', { name: /by month/ });
    expect(rowTexts(months)).toEqual([
      ['September 2026', '2', '1 / 1', '50.0%', '▲ +1.00 R', '+1.00'],
      ['October 2026', '0', '0 / 0', '—', '—', '+1.00'],
      ['November 2026', '4', '2 / 1', '50.0%', '▲ +4.50 R', '+5.50'],
    ]);
    const instruments = screen.getByRole('table', { name: /by instrument/ });
    expect(rowTexts(instruments)[0]).toEqual([
      'EUR/USD',
      '2',
      '1 / 1',
      '50.0%',
      '▲ +1.50 R',
      '+2.00 R',
      '−0.50 R',
      '+0.75 R',
      '4.00',
    ]);
    expect(within(instruments).getByRole('img', { name: 'Loss' }).textContent).toBe('▼');
    expect(rowTexts(instruments)[1]).toEqual([
      'GBP/USD',
      '1',
      '0 / 1',
      '0.0%',
      '▼ −1.00 R',
      '—',
      '−1.00 R',
      '−1.00 R',
      '0.00',
    ]);
  });

  it('shows the average win and loss and the expectancy in each period of the summary', () => {
    render(<TrackRecordSummary periods={periodFigures(trackRecords(results, now), statistics.averages)} />);
    const allTime = screen.getByRole('region', { name: 'All time' });
    expect(within(allTime).getByText('Average win').nextSibling?.textContent).toBe('+2.33 R');
    expect(within(allTime).getByText('Average loss').nextSibling?.textContent).toBe('−0.75 R');
    expect(within(allTime).getByText('Expectancy per signal').nextSibling?.textContent).toBe('+0.92 R');
  });
});

describe('the chart axes', () => {
  it('ends the axis on round values and includes 0', () => {
    expect(niceTicks(0, 6)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(-1, 5.5)).toEqual([-2, 0, 2, 4, 6]);
    expect(niceTicks(-0.5, 0)).toEqual([-0.5, -0.4, -0.3, -0.2, -0.1, 0]);
  });

  it('labels up to four points spread from the first to the last', () => {
    expect(labelIndexes(3)).toEqual([0, 1, 2]);
    expect(labelIndexes(10)).toEqual([0, 3, 6, 9]);
  });

  it('places the points by signal count, so a thinned curve keeps its scale', () => {
    const { x } = chartLayout([
      { count: 50, closedAt: daysAgo(2), value: 1 },
      { count: 100, closedAt: daysAgo(1), value: 2 },
    ]);
    expect(x(50) - x(0)).toBeCloseTo(x(100) - x(50));
  });
});
