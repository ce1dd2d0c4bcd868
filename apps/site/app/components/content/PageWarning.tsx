import { RiskWarning } from '@upm/ui';
import type { Point } from '~/content/schemas';
import * as styles from './content.css';

/** A page-specific risk warning (such as the crypto pages' warnings) in the standard warning box. */
export function PageWarning({ title, intro, points }: { title: string; intro?: string; points: readonly Point[] }) {
  return (
    <RiskWarning title={title}>
      {intro ? <p>{intro}</p> : null}
      <ul className={styles.list}>
        {points.map((point) => (
          <li key={point.title}>
            <strong>{point.title}:</strong> {point.text}
          </li>
        ))}
      </ul>
    </RiskWarning>
  );
}
