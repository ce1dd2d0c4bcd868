import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './StatGrid.css';

export const statGridTones = ['default', 'inverse'] as const;

export interface Stat {
  /** The figure, as shown ("10+", "24/7"). */
  value: string;
  /** What it counts ("Years", "Active Traders"). */
  label: string;
}

export type StatGridProps = Omit<HTMLAttributes<HTMLUListElement>, 'children'> & {
  stats: readonly Stat[];
  /** `inverse` on an inverse Section. */
  tone?: (typeof statGridTones)[number];
};

/** Key figures as a list ("10+ Years", "5000+ Active Traders"), read value then label. */
export const StatGrid = forwardRef<HTMLUListElement, StatGridProps>(function StatGrid(
  { stats, tone = 'default', className, ...rest },
  ref,
) {
  return (
    // role="list": Safari drops list semantics from a list without bullets.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul ref={ref} role="list" className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className={styles.item}>
          <span className={`${styles.value} ${styles.valueTone[tone]}`}>{stat.value}</span>{' '}
          <span className={`${styles.label} ${styles.labelTone[tone]}`}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
});
