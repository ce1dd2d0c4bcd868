import { signalRecord } from '~/content/services/signal-record';
import type { PeriodFigures } from '~/features/signals/signal-figures.server';
import * as styles from './signals.css';

/** The track record for all time, 90 and 30 days, each with the past-performance disclaimer beside its figures. */
export function TrackRecordSummary({ periods }: { periods: readonly PeriodFigures[] }) {
  return (
    <div className={styles.periods}>
      {periods.map((period) => (
        <section key={period.key} className={styles.period} aria-labelledby={`record-${period.key}`}>
          <h3 id={`record-${period.key}`}>{period.label}</h3>
          <dl className={styles.figureList}>
            {period.figures.map(([label, value]) => (
              <div key={label} className={styles.figures}>
                <dt>{label}</dt>
                <dd className={styles.figure}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.disclaimer}>{signalRecord.disclaimer}</p>
        </section>
      ))}
    </div>
  );
}
