import { signalRecord } from '~/content/services/signal-record';
import { type RecordPeriod, type TrackRecord, recordPeriods } from '~/features/signals/signal-results';
import type { WinLossAverages } from '~/features/signals/signal-statistics';
import { signedNumber } from '~/features/signals/signal-format';
import * as styles from './signals.css';

export interface TrackRecordSummaryProps {
  records: Record<RecordPeriod, TrackRecord>;
  averages: Record<RecordPeriod, WinLossAverages>;
}

const inR = (value: number | null) => (value === null ? '—' : `${signedNumber(value, 2)} R`);

const figures = (record: TrackRecord, averages: WinLossAverages): Array<[string, string]> => [
  ['Closed signals', String(record.closed)],
  ['Wins', String(record.wins)],
  ['Losses', String(record.losses)],
  ['Win rate', record.winRate === null ? '—' : `${record.winRate.toFixed(1)}%`],
  ['Total R', signedNumber(record.totalR, 2)],
  ['Average R', record.averageR === null ? '—' : signedNumber(record.averageR, 2)],
  ['Average win', inR(averages.averageWinR)],
  ['Average loss', inR(averages.averageLossR)],
  ['Expectancy per signal', inR(averages.expectancyR)],
  ['Profit factor', record.profitFactor === null ? '—' : record.profitFactor.toFixed(2)],
  ['Maximum drawdown', `${record.maxDrawdownR.toFixed(2)} R`],
];

/** The track record for all time, 90 and 30 days, each with the past-performance disclaimer beside its figures. */
export function TrackRecordSummary({ records, averages }: TrackRecordSummaryProps) {
  return (
    <div className={styles.periods}>
      {recordPeriods.map((period) => (
        <section key={period.key} className={styles.period} aria-labelledby={`record-${period.key}`}>
          <h3 id={`record-${period.key}`}>{period.label}</h3>
          <dl className={styles.figureList}>
            {figures(records[period.key], averages[period.key]).map(([label, value]) => (
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
