import type { RChartDrawing, RChartShape } from '~/features/signals/signal-figures.server';
import * as styles from './signals.css';

export interface RChartProps {
  /** The same chart at two widths, laid out on the server (signal-figures.server.ts). */
  wide: RChartDrawing;
  narrow: RChartDrawing;
  /** `line`: the equity curve; `area`: the drawdown, filled between the line and 0 R. */
  shape: RChartShape;
}

/**
 * A chart of R against closed signals with both axes labelled: R values on the left, the signal number and its
 * closing date (GMT) below. Drawn on the server as SVG (no script, no chart library); it is hidden from
 * assistive technology because the same figures follow in a table. SVG text scales with the picture, so phones
 * get the narrow drawing and wider screens the wide one; CSS shows one of them.
 */
export function RChart({ wide, narrow, shape }: RChartProps) {
  return (
    <>
      <ChartDrawing drawing={wide} shape={shape} className={styles.chartWide} />
      <ChartDrawing drawing={narrow} shape={shape} className={styles.chartNarrow} />
    </>
  );
}

function ChartDrawing({
  drawing,
  shape,
  className,
}: {
  drawing: RChartDrawing;
  shape: RChartShape;
  className: string;
}) {
  const { size, middle, ticks, labels, line, area } = drawing;
  const { width, height, left, right, top, bottom } = size;
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line
            className={tick.value === 0 ? styles.chartZero : styles.chartGrid}
            x1={left}
            x2={width - right}
            y1={tick.y}
            y2={tick.y}
          />
          <text className={styles.chartLabel} x={left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      <text className={styles.chartLabel} x={12} y={middle} textAnchor="middle" transform={`rotate(-90 12 ${middle})`}>
        R
      </text>
      <line className={styles.chartAxis} x1={left} x2={left} y1={top} y2={height - bottom} />
      {labels.map((label) => (
        <g key={label.count}>
          <line className={styles.chartAxis} x1={label.x} x2={label.x} y1={height - bottom} y2={height - bottom + 6} />
          <text className={styles.chartLabel} x={label.x} y={height - bottom + 22} textAnchor={label.anchor}>
            {`#${label.count}`}
          </text>
          <text className={styles.chartLabel} x={label.x} y={height - bottom + 40} textAnchor={label.anchor}>
            {label.date}
          </text>
        </g>
      ))}
      <line className={styles.chartAxis} x1={left} x2={width - right} y1={height - bottom} y2={height - bottom} />
      {area !== null && <path className={styles.chartArea} d={area} />}
      <path className={shape === 'area' ? styles.chartLineNegative : styles.chartLine} d={line} />
    </svg>
  );
}
