import { Link } from 'react-router';
import type { ClickPeriod, ClickSeries } from '~/features/brokers/click-series.server';
import { clicksCsvPath, dashboardPath } from '~/platform/admin/paths';
import * as styles from './ClickCharts.css';

export interface ClickChartsProps {
  period: ClickPeriod;
  days: string[];
  series: ClickSeries[];
}

const chartHeight = 40;

/** One broker's bars, drawn on the server (no script); the table under it says the same in text. */
function ClickChart({ broker, days }: { broker: ClickSeries; days: string[] }) {
  const peak = Math.max(1, ...broker.counts);
  const peakDay = days[broker.counts.indexOf(Math.max(...broker.counts))];
  const label = `${broker.name}: ${broker.total} click-outs over ${days.length} days${broker.total > 0 ? `, most on ${peakDay} (${peak})` : ''}`;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        {broker.name}: {broker.total}
      </figcaption>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${days.length} ${chartHeight}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {broker.counts.map((count, index) => {
          const height = (count / peak) * chartHeight;
          return (
            <rect
              key={days[index]}
              className={styles.bar}
              x={index + 0.1}
              width={0.8}
              y={chartHeight - height}
              height={height}
            />
          );
        })}
      </svg>
      <details>
        <summary className={styles.summary}>Table of {broker.name}&rsquo;s clicks per day</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Day (UTC)</th>
              <th scope="col">Click-outs</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day}>
                <td>{day}</td>
                <td>{broker.counts[index]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Click-outs per broker and day over 30 or 90 days, with a CSV of the same numbers (a chart alone cannot be read by everyone). */
export function ClickCharts({ period, days, series }: ClickChartsProps) {
  return (
    <section className={styles.section} aria-labelledby="click-outs">
      <h2 id="click-outs" className={styles.heading}>
        Click-outs per day
      </h2>
      <nav aria-label="Click-out period" className={styles.periods}>
        {([30, 90] as const).map((days) => (
          <Link
            key={days}
            to={`${dashboardPath}?clicks=${days}`}
            aria-current={days === period ? 'page' : undefined}
            className={styles.periodLink}
          >
            Last {days} days
          </Link>
        ))}
        <a href={`${clicksCsvPath}?days=${period}`} className={styles.periodLink} download>
          Download CSV ({period} days)
        </a>
      </nav>
      <div className={styles.grid}>
        {series.map((broker) => (
          <ClickChart key={broker.brokerId} broker={broker} days={days} />
        ))}
      </div>
    </section>
  );
}
