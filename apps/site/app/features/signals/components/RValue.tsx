import { formatR } from '~/features/signals/signal-format';
import * as styles from './signals.css';

/**
 * An R result: a win in the positive colour after ▲ (named "Win"), a loss in the negative colour after ▼
 * (named "Loss"), always with its sign, so colour never carries the meaning alone.
 */
export function RValue({ r }: { r: number | null }) {
  if (r === null || r === 0) return <>{formatR(r)}</>;
  const win = r > 0;
  return (
    <span className={win ? styles.win : styles.loss}>
      <span role="img" aria-label={win ? 'Win' : 'Loss'}>
        {win ? '▲' : '▼'}
      </span>{' '}
      {formatR(r)}
    </span>
  );
}
