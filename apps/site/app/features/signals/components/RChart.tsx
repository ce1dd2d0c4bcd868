import { formatGmtDate, signedNumber } from '~/features/signals/signal-format';
import * as styles from './signals.css';

/** One value of a chart in R after the `count`-th closed signal, in closing order. */
export interface RChartPoint {
  count: number;
  closedAt: string;
  value: number;
}

export interface RChartProps {
  points: readonly RChartPoint[];
  /** `line`: the equity curve; `area`: the drawdown, filled between the line and 0 R. */
  shape: 'line' | 'area';
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

/**
 * A chart of R against closed signals with both axes labelled: R values on the left, the signal number and its
 * closing date (GMT) below. Drawn on the server as SVG (no script, no chart library); it is hidden from
 * assistive technology because the same figures follow in a table.
 */
export function RChart({ points, shape }: RChartProps) {
  return (
    <>
      <ChartDrawing points={points} shape={shape} size={chartSizes.wide} className={styles.chartWide} />
      <ChartDrawing points={points} shape={shape} size={chartSizes.narrow} className={styles.chartNarrow} />
    </>
  );
}

function ChartDrawing({ points, shape, size, className }: RChartProps & { size: ChartSize; className: string }) {
  const { width, height, left, right, top, bottom } = size;
  const { x, y, ticks } = chartLayout(points, size);
  const line = chartPath(points, size);
  const lastX = x(points.at(-1)?.count ?? 0);
  const baseY = y(0);
  const middle = top + (height - top - bottom) / 2;
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            className={tick === 0 ? styles.chartZero : styles.chartGrid}
            x1={left}
            x2={width - right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={styles.chartLabel} x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {signedNumber(tick, Number.isInteger(tick) ? 0 : 1)}
          </text>
        </g>
      ))}
      <text className={styles.chartLabel} x={12} y={middle} textAnchor="middle" transform={`rotate(-90 12 ${middle})`}>
        R
      </text>
      <line className={styles.chartAxis} x1={left} x2={left} y1={top} y2={height - bottom} />
      {labelIndexes(points.length, size.labels).map((index) => {
        const point = points[index]!;
        const anchor = index === 0 && points.length > 1 ? 'start' : index === points.length - 1 ? 'end' : 'middle';
        return (
          <g key={point.count}>
            <line
              className={styles.chartAxis}
              x1={x(point.count)}
              x2={x(point.count)}
              y1={height - bottom}
              y2={height - bottom + 6}
            />
            <text className={styles.chartLabel} x={x(point.count)} y={height - bottom + 22} textAnchor={anchor}>
              {`#${point.count}`}
            </text>
            <text className={styles.chartLabel} x={x(point.count)} y={height - bottom + 40} textAnchor={anchor}>
              {formatGmtDate(point.closedAt)}
            </text>
          </g>
        );
      })}
      <line className={styles.chartAxis} x1={left} x2={width - right} y1={height - bottom} y2={height - bottom} />
      {shape === 'area' && (
        <path className={styles.chartArea} d={`${line} L${lastX.toFixed(1)} ${baseY.toFixed(1)} Z`} />
      )}
      <path className={shape === 'area' ? styles.chartLineNegative : styles.chartLine} d={line} />
    </svg>
  );
}
