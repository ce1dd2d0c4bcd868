import { formatR } from '~/lib/signals/signal-format';
import * as styles from './signals.css';

/**
 * An R result: a win in the positive colour with ▲, a loss in the negative colour with ▼, and always its sign,
 * so neither colour nor the arrow (hidden from screen readers, which read the sign) carries the meaning alone.
 */
export function RValue({ r }: { r: number | null }) {
  if (r === null || r === 0) return <>{formatR(r)}</>;
  return (
    <span className={r > 0 ? styles.win : styles.loss}>
      <span aria-hidden="true">{r > 0 ? '▲ ' : '▼ '}</span>
      {formatR(r)}
    </span>
  );
}
