import type { SignalMethodItems } from '~/content/services/signal-record.schema';
import * as styles from './signals.css';

/**
 * How R and each statistic are worked out, in words: the rules the functions in features/signals apply. The
 * items come with the loader's data (signalMethodItems), not in the page's script.
 */
export function SignalMethod({ items }: { items: SignalMethodItems }) {
  return (
    <dl className={styles.method}>
      {items.map((item) => (
        <div key={item.term}>
          <dt className={styles.methodTerm}>{item.term}</dt>
          <dd className={styles.methodText}>{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}
