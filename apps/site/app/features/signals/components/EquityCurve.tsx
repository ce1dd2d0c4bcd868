import { DataTable } from '@upm/ui';
import type { CurvePoint } from '~/features/signals/signal-results';
import { formatGmt, formatGmtDate, signedNumber } from '~/features/signals/signal-format';
import { RChart } from './RChart';
import * as styles from './signals.css';

export interface EquityCurveProps {
  heading: string;
  /** Cumulative R after the `count`-th closed signal, in closing order (thinned on the server: thinCurve). */
  points: readonly CurvePoint[];
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

/**
 * Cumulative R after each closed signal, drawn on the server with labelled axes; the same figures follow in a
 * table for screen readers and anyone who prefers numbers (the picture itself is hidden from them).
 */
export function EquityCurve({ heading, points }: EquityCurveProps) {
  const rows = points.map((point) => ({ ...point, index: String(point.count) }));
  const thinned = points.length > 0 && points.at(-1)!.count > points.length;
  return (
    <figure className={styles.stack}>
      <figcaption className={styles.figureHeading}>{heading}</figcaption>
      <RChart shape="line" points={points.map((point) => ({ ...point, value: point.cumulativeR }))} />
      <p>{curveSummary(points)}</p>
      <details>
        <summary>The equity curve as a table</summary>
        <DataTable
          caption={
            thinned ? `${heading}, at its highs and lows between signals` : `${heading}, after each closed signal`
          }
          density="compact"
          rowKey={(row) => row.index}
          rows={rows}
          columns={[
            { key: 'index', header: 'Signal', rowHeader: true, numeric: true },
            { key: 'closedAt', header: 'Closed (GMT)', numeric: true, render: (row) => formatGmt(row.closedAt) },
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
