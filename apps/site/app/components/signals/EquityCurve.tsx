import { DataTable } from '@upm/ui';
import { formatGmt, signedNumber } from '~/lib/signals/signal-format';
import * as styles from './signals.css';

export interface EquityCurveProps {
  heading: string;
  /** Cumulative R after the `count`-th closed signal, in closing order (thinned on the server: thinCurve). */
  points: ReadonlyArray<{ count: number; closedAt: string; cumulativeR: number }>;
}

const width = 640;
const height = 240;
const pad = 24;

/** The SVG path of cumulative R from 0 through each point, scaled to the chart, with the y of R = 0. */
export function curvePath(points: EquityCurveProps['points']): { d: string; zeroY: number } {
  const values = [0, ...points.map((point) => point.cumulativeR)];
  const top = Math.max(...values, 1);
  const bottom = Math.min(...values, -1);
  const counts = [0, ...points.map((point) => point.count)];
  const total = Math.max(counts.at(-1)!, 1);
  // Placed by signal count, not by position in the list: a thinned curve keeps its true horizontal scale.
  const x = (index: number) => pad + (counts[index]! * (width - 2 * pad)) / total;
  const y = (value: number) => pad + ((top - value) * (height - 2 * pad)) / (top - bottom);
  const d = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`);
  return { d: d.join(' '), zeroY: y(0) };
}

/**
 * Cumulative R after each closed signal, drawn on the server as an SVG (no script); the same figures follow in a
 * table for screen readers and anyone who prefers numbers, the picture itself being hidden from them.
 */
export function EquityCurve({ heading, points }: EquityCurveProps) {
  const { d, zeroY } = curvePath(points);
  const rows = points.map((point) => ({ ...point, index: String(point.count) }));
  const thinned = points.length > 0 && points.at(-1)!.count > points.length;
  return (
    <figure className={styles.stack}>
      <figcaption>{heading}</figcaption>
      <svg className={styles.curve} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
        <line className={styles.curveZero} x1={pad} x2={width - pad} y1={zeroY} y2={zeroY} />
        <path className={styles.curveLine} d={d} />
      </svg>
      <details>
        <summary>The figures as a table</summary>
        <DataTable
          caption={
            thinned ? `${heading}, at its highs and lows between signals` : `${heading}, after each closed signal`
          }
          density="compact"
          rowKey={(row) => row.index}
          rows={rows}
          columns={[
            { key: 'index', header: 'Signal', rowHeader: true, numeric: true },
            { key: 'closedAt', header: 'Closed', numeric: true, render: (row) => formatGmt(row.closedAt) },
            {
              key: 'cumulativeR',
              header: 'Cumulative R',
              numeric: true,
              render: (row) => signedNumber(row.cumulativeR, 2),
            },
          ]}
        />
      </details>
    </figure>
  );
}
