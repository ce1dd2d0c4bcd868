import * as styles from '~/platform/admin/admin.css';

export interface DashboardCountersProps {
  counts: { total: number; active: number; inactive: number };
}

const counters = [
  { key: 'total', label: 'Total Brokers' },
  { key: 'active', label: 'Active Brokers' },
  { key: 'inactive', label: 'Inactive Brokers' },
] as const;

/** The dashboard's counters over every broker, whatever the search. */
export function DashboardCounters({ counts }: DashboardCountersProps) {
  return (
    <dl className={styles.counters} aria-label="Broker counts">
      {counters.map(({ key, label }) => (
        <div key={key} className={styles.counter}>
          <dt className={styles.counterLabel}>{label}</dt>
          <dd className={styles.counterValue}>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
