import { DataTable } from '@upm/ui';
import type { DrawdownPoint } from '~/features/signals/signal-statistics';
import { formatGmt, formatGmtDate, signedNumber } from '~/features/signals/signal-format';
import { RChart } from './RChart';
import * as styles from './signals.css';

export interface DrawdownChartProps {
  heading: string;
  /** How far cumulative R stood below its running peak after each closed signal (thinned on the server). */
  points: readonly DrawdownPoint[];
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

/** The drawdown below the running high of cumulative R, drawn downward from 0 R, with its figures as a table. */
export function DrawdownChart({ heading, points }: DrawdownChartProps) {
  const rows = points.map((point) => ({ ...point, index: String(point.count) }));
  const thinned = points.length > 0 && points.at(-1)!.count > points.length;
  return (
    <figure className={styles.stack}>
      <figcaption className={styles.figureHeading}>{heading}</figcaption>
      <RChart shape="area" points={points.map((point) => ({ ...point, value: -point.drawdownR }))} />
      <p>{drawdownSummary(points)}</p>
      <details>
        <summary>The drawdown as a table</summary>
        <DataTable
          caption={
            thinned ? `${heading}, at its deepest points between signals` : `${heading}, after each closed signal`
          }
          density="compact"
          rowKey={(row) => row.index}
          rows={rows}
          columns={[
            { key: 'index', header: 'Signal', rowHeader: true, numeric: true },
            { key: 'closedAt', header: 'Closed (GMT)', numeric: true, render: (row) => formatGmt(row.closedAt) },
            {
              key: 'drawdownR',
              header: 'Below the high (R)',
              numeric: true,
              render: (row) => signedNumber(-row.drawdownR, 2),
            },
          ]}
        />
      </details>
    </figure>
  );
}
