import { DataTable } from '@upm/ui';
import type { RChartFigureData } from '~/features/signals/signal-figures.server';
import { RChart } from './RChart';
import * as styles from './signals.css';

/**
 * A chart in R (the equity curve, the drawdown), its summary, and the same figures as a table for screen readers
 * and anyone who prefers numbers (the picture itself is hidden from them). Every string and coordinate comes from
 * the loader (signal-figures.server.ts).
 */
export function RChartFigure({
  heading,
  shape,
  wide,
  narrow,
  summary,
  tableLabel,
  caption,
  valueHeader,
  rows,
}: RChartFigureData) {
  return (
    <figure className={styles.stack}>
      <figcaption className={styles.figureHeading}>{heading}</figcaption>
      <RChart shape={shape} wide={wide} narrow={narrow} />
      <p>{summary}</p>
      <details>
        <summary>{tableLabel}</summary>
        <DataTable
          caption={caption}
          density="compact"
          rowKey={(row) => row.index}
          rows={rows}
          columns={[
            { key: 'index', header: 'Signal', rowHeader: true, numeric: true },
            { key: 'closedAt', header: 'Closed (GMT)', numeric: true },
            { key: 'value', header: valueHeader, numeric: true },
          ]}
        />
      </details>
    </figure>
  );
}
