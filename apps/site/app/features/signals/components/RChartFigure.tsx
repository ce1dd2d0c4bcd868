import { DataTable } from '@upm/ui';
import { formatGmt, signedNumber } from '~/features/signals/signal-format';
import { RChart, type RChartPoint, type RChartProps } from './RChart';
import * as styles from './signals.css';

export interface RChartFigureProps {
  heading: string;
  /** The values in R after each closed signal, as drawn (thinned on the server). */
  points: readonly RChartPoint[];
  shape: RChartProps['shape'];
  /** One sentence below the chart: what a glance at it tells. */
  summary: string;
  /** The disclosure's label, "The … as a table". */
  tableLabel: string;
  /** The table caption's ending when the server thinned the points ("at its deepest points between signals"). */
  thinnedCaption: string;
  /** The value column's header. */
  valueHeader: string;
}

/**
 * A chart in R drawn on the server, its summary, and the same figures as a table for screen readers and anyone
 * who prefers numbers (the picture itself is hidden from them).
 */
export function RChartFigure({
  heading,
  points,
  shape,
  summary,
  tableLabel,
  thinnedCaption,
  valueHeader,
}: RChartFigureProps) {
  const rows = points.map((point) => ({ ...point, index: String(point.count) }));
  // Thinned when the last point's count is beyond the number of points drawn.
  const thinned = points.length > 0 && points.at(-1)!.count > points.length;
  return (
    <figure className={styles.stack}>
      <figcaption className={styles.figureHeading}>{heading}</figcaption>
      <RChart shape={shape} points={points} />
      <p>{summary}</p>
      <details>
        <summary>{tableLabel}</summary>
        <DataTable
          caption={thinned ? `${heading}, ${thinnedCaption}` : `${heading}, after each closed signal`}
          density="compact"
          rowKey={(row) => row.index}
          rows={rows}
          columns={[
            { key: 'index', header: 'Signal', rowHeader: true, numeric: true },
            { key: 'closedAt', header: 'Closed (GMT)', numeric: true, render: (row) => formatGmt(row.closedAt) },
            { key: 'value', header: valueHeader, numeric: true, render: (row) => signedNumber(row.value, 2) },
          ]}
        />
      </details>
    </figure>
  );
}
