import { signalRecord } from '~/content/services/signal-record';
import * as styles from './signals.css';

/** How R and each statistic are worked out, in words: the rules the functions in features/signals apply. */
export function SignalMethod() {
  return (
    <dl className={styles.method}>
      {signalRecord.method.items.map((item) => (
        <div key={item.term}>
          <dt className={styles.methodTerm}>{item.term}</dt>
          <dd className={styles.methodText}>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
