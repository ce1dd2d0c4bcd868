import { signalRecord } from '~/content/services/signal-record';
import { monthNames } from '~/platform/plain-format';
import { formatGmt, formatGmtDate, signedNumber } from './signal-format';
import { type CurvePoint, type RecordPeriod, type TrackRecord, recordPeriods } from './signal-results';
import type {
  DrawdownPoint,
  InstrumentRecord,
  MonthRecord,
  SignalStatistics,
  WinLossAverages,
} from './signal-statistics';

/*
 * The track record and its statistics as /services/signals shows them: every label, sentence, table cell and
 * chart coordinate worked out here, in the loader, so the page's components only place strings and numbers.
 * Nothing on the charts or in these tables changes in the browser, and code that runs only here is not sent to
 * it (the route's script stays inside the JavaScript limit of decision 011).
 */

/** One value of a chart in R after the `count`-th closed signal, in closing order. */
export interface RChartPoint {
  count: number;
  closedAt: string;
  value: number;
}

/**
 * Two drawings of the same chart: SVG text scales with the picture, so a phone gets a narrower one (its labels
 * near their own size) and wider screens the wide one; CSS shows one of them.
 */
export const chartSizes = {
  wide: { width: 640, height: 300, left: 56, right: 20, top: 16, bottom: 56, labels: 4 },
  narrow: { width: 360, height: 260, left: 54, right: 16, top: 12, bottom: 52, labels: 3 },
} as const;
export type ChartSize = (typeof chartSizes)[keyof typeof chartSizes];

/**
 * Round tick values for an axis that spans `min` to `max`: steps of 1, 2 or 5 times a power of ten, about
 * `count` of them, from the step at or below `min` to the one at or above `max` (0 is one when the range has it).
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const span = max - min || 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  // From the step at or below `min` to the one at or above `max`, so the axis ends on labelled values.
  for (let index = Math.floor(min / step + 1e-9); index <= Math.ceil(max / step - 1e-9); index++) {
    ticks.push(Number((index * step).toFixed(10)) || 0);
  }
  return ticks;
}

/** The indexes of up to `count` points spread evenly from the first to the last, for the date labels. */
export function labelIndexes(length: number, count = 4): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  return [...new Set(Array.from({ length: count }, (_, index) => Math.round((index * (length - 1)) / (count - 1))))];
}

/** Positions of the points, the ticks and 0 R in the chart's coordinates; x by signal count, not list position. */
export function chartLayout(points: readonly RChartPoint[], size: ChartSize = chartSizes.wide) {
  const { width, height, left, right, top, bottom } = size;
  const values = [0, ...points.map((point) => point.value)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat or one-sided record still gets a readable scale of at least 1 R on the side it has.
  const ticks = niceTicks(Math.min(low, high > 0 || low === 0 ? 0 : -1), Math.max(high, low < 0 ? 0 : 1));
  const yMin = ticks[0]!;
  const yMax = ticks.at(-1)!;
  const total = Math.max(points.at(-1)?.count ?? 0, 1);
  const x = (count: number) => left + (count * (width - left - right)) / total;
  const y = (value: number) => top + ((yMax - value) * (height - top - bottom)) / (yMax - yMin || 1);
  return { x, y, ticks, total };
}

/** The path from (0, 0 R) through every point. */
export function chartPath(points: readonly RChartPoint[], size: ChartSize = chartSizes.wide): string {
  const { x, y } = chartLayout(points, size);
  const steps = [{ count: 0, value: 0 }, ...points];
  return steps
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(point.count).toFixed(1)} ${y(point.value).toFixed(1)}`)
    .join(' ');
}

export type RChartShape = 'line' | 'area';

/** One drawing of a chart, in its own coordinates, ready to place. */
export interface RChartDrawing {
  size: ChartSize;
  /** The vertical middle of the plot, where the rotated "R" of the value axis sits. */
  middle: number;
  /** A grid line and its label for each tick; the one at 0 R is drawn dashed. */
  ticks: Array<{ value: number; y: number; label: string }>;
  /** The signals labelled below the axis: number and closing date (GMT). */
  labels: Array<{ count: number; x: number; anchor: 'start' | 'middle' | 'end'; date: string }>;
  line: string;
  /** The area between the line and 0 R (the drawdown), or null. */
  area: string | null;
}

export function chartDrawing(points: readonly RChartPoint[], shape: RChartShape, size: ChartSize): RChartDrawing {
  const { height, top, bottom } = size;
  const { x, y, ticks } = chartLayout(points, size);
  const line = chartPath(points, size);
  return {
    size,
    middle: top + (height - top - bottom) / 2,
    ticks: ticks.map((tick) => ({
      value: tick,
      y: y(tick),
      label: signedNumber(tick, Number.isInteger(tick) ? 0 : 1),
    })),
    labels: labelIndexes(points.length, size.labels).map((index) => {
      const point = points[index]!;
      const anchor = index === 0 && points.length > 1 ? 'start' : index === points.length - 1 ? 'end' : 'middle';
      return { count: point.count, x: x(point.count), anchor, date: formatGmtDate(point.closedAt) };
    }),
    line,
    area: shape === 'area' ? `${line} L${x(points.at(-1)?.count ?? 0).toFixed(1)} ${y(0).toFixed(1)} Z` : null,
  };
}

/** A chart with its heading, summary sentence and the same figures as a table. */
export interface RChartFigureData {
  heading: string;
  shape: RChartShape;
  wide: RChartDrawing;
  narrow: RChartDrawing;
  /** One sentence below the chart: what a glance at it tells. */
  summary: string;
  /** The disclosure's label, "The … as a table". */
  tableLabel: string;
  caption: string;
  valueHeader: string;
  rows: Array<{ index: string; closedAt: string; value: string }>;
}

interface FigureText {
  heading: string;
  summary: string;
  tableLabel: string;
  /** The caption's ending when the server thinned the points. */
  thinnedCaption: string;
  valueHeader: string;
}

function chartFigure(points: readonly RChartPoint[], shape: RChartShape, text: FigureText): RChartFigureData {
  // Thinned when the last point's count is beyond the number of points drawn.
  const thinned = points.length > 0 && points.at(-1)!.count > points.length;
  return {
    heading: text.heading,
    shape,
    wide: chartDrawing(points, shape, chartSizes.wide),
    narrow: chartDrawing(points, shape, chartSizes.narrow),
    summary: text.summary,
    tableLabel: text.tableLabel,
    caption: `${text.heading}, ${thinned ? text.thinnedCaption : 'after each closed signal'}`,
    valueHeader: text.valueHeader,
    rows: points.map((point) => ({
      index: String(point.count),
      closedAt: formatGmt(point.closedAt),
      value: signedNumber(point.value, 2),
    })),
  };
}

/** One sentence with the curve's span, end, low and high: what a glance at the chart tells. */
export function curveSummary(points: readonly CurvePoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  const values = points.map((point) => point.cumulativeR);
  const r = (value: number) => `${signedNumber(value, 2)} R`;
  return `From 0 R to ${r(last.cumulativeR)} over ${last.count} closed ${last.count === 1 ? 'signal' : 'signals'}, ${formatGmtDate(first.closedAt)} to ${formatGmtDate(last.closedAt)}; lowest ${r(Math.min(0, ...values))}, highest ${r(Math.max(0, ...values))}.`;
}

/** The deepest drawdown and when it was reached, in a sentence. */
export function drawdownSummary(points: readonly DrawdownPoint[]): string {
  const deepest = points.reduce<DrawdownPoint | null>(
    (worst, point) => (worst === null || point.drawdownR > worst.drawdownR ? point : worst),
    null,
  );
  if (!deepest) return '';
  if (deepest.drawdownR === 0) return 'Cumulative R never fell below a previous high.';
  return `Deepest: ${signedNumber(-deepest.drawdownR, 2)} R below the previous high, after signal ${deepest.count} (${formatGmtDate(deepest.closedAt)}).`;
}

/** Cumulative R after each closed signal, with labelled axes. */
export const equityCurveFigure = (points: readonly CurvePoint[]): RChartFigureData =>
  chartFigure(
    points.map((point) => ({ ...point, value: point.cumulativeR })),
    'line',
    {
      heading: signalRecord.record.curveHeading,
      summary: curveSummary(points),
      tableLabel: 'The equity curve as a table',
      thinnedCaption: 'at its highs and lows between signals',
      valueHeader: 'Cumulative R',
    },
  );

/** The drawdown below the running high of cumulative R, drawn downward from 0 R. */
export const drawdownFigure = (points: readonly DrawdownPoint[]): RChartFigureData =>
  chartFigure(
    points.map((point) => ({ ...point, value: -point.drawdownR })),
    'area',
    {
      heading: signalRecord.statistics.drawdownHeading,
      summary: drawdownSummary(points),
      tableLabel: 'The drawdown as a table',
      thinnedCaption: 'at its deepest points between signals',
      valueHeader: 'Below the high (R)',
    },
  );

const rate = (record: TrackRecord) => (record.winRate === null ? '—' : `${record.winRate.toFixed(1)}%`);
const inR = (value: number | null) => (value === null ? '—' : `${signedNumber(value, 2)} R`);
const factor = (record: TrackRecord) => (record.profitFactor === null ? '—' : record.profitFactor.toFixed(2));

/** `2026-09` → `September 2026`. */
export const monthLabel = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** A table row: one field per column (DataTable keys its cells by field). */
export interface GroupRow {
  name: string;
  closed: number;
  winsLosses: string;
  winRate: string;
  /** A number for RValue (sign, arrow, colour); null without a closed signal. */
  totalR: number | null;
}

const groupRow = (name: string, record: TrackRecord): GroupRow => ({
  name,
  closed: record.closed,
  winsLosses: `${record.wins} / ${record.losses}`,
  winRate: rate(record),
  totalR: record.closed === 0 ? null : record.totalR,
});

export type MonthRow = GroupRow & { endR: string };
export type InstrumentRow = GroupRow & Record<keyof WinLossAverages | 'profitFactor', string>;

export const monthRows = (months: readonly MonthRecord[]): MonthRow[] =>
  months.map((row) => ({ ...groupRow(monthLabel(row.month), row.record), endR: signedNumber(row.endR, 2) }));

export const instrumentRows = (instruments: readonly InstrumentRecord[]): InstrumentRow[] =>
  instruments.map(({ instrument, record, averageWinR, averageLossR, expectancyR }) => ({
    ...groupRow(instrument, record),
    averageWinR: inR(averageWinR),
    averageLossR: inR(averageLossR),
    expectancyR: inR(expectancyR),
    profitFactor: factor(record),
  }));

/** A period of the track record summary: its label and each figure as [label, value]. */
export interface PeriodFigures {
  key: RecordPeriod;
  label: string;
  figures: Array<[string, string]>;
}

const figures = (record: TrackRecord, averages: WinLossAverages): Array<[string, string]> => [
  ['Closed signals', String(record.closed)],
  ['Wins', String(record.wins)],
  ['Losses', String(record.losses)],
  ['Win rate', rate(record)],
  ['Total R', signedNumber(record.totalR, 2)],
  ['Average R', record.averageR === null ? '—' : signedNumber(record.averageR, 2)],
  ['Average win', inR(averages.averageWinR)],
  ['Average loss', inR(averages.averageLossR)],
  ['Expectancy per signal', inR(averages.expectancyR)],
  ['Profit factor', factor(record)],
  ['Maximum drawdown', `${record.maxDrawdownR.toFixed(2)} R`],
];

/** The track record for all time, 90 and 30 days, as the summary lists it. */
export const periodFigures = (
  records: Record<RecordPeriod, TrackRecord>,
  averages: Record<RecordPeriod, WinLossAverages>,
): PeriodFigures[] =>
  recordPeriods.map((period) => ({
    key: period.key,
    label: period.label,
    figures: figures(records[period.key], averages[period.key]),
  }));

/** What the statistics section shows: the two charts, the months and the instruments. */
export interface StatisticsFigures {
  curve: RChartFigureData;
  drawdown: RChartFigureData;
  months: MonthRow[];
  instruments: InstrumentRow[];
}

export const statisticsFigures = (statistics: SignalStatistics): StatisticsFigures => ({
  curve: equityCurveFigure(statistics.curve),
  drawdown: drawdownFigure(statistics.drawdown),
  months: monthRows(statistics.months),
  instruments: instrumentRows(statistics.instruments),
});
