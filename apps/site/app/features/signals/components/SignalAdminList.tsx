import { ButtonLink } from '@upm/ui';
import { Link } from 'react-router';
import * as styles from '~/platform/admin/admin.css';
import { newSignalPath, signalAdminPath, signalsAdminPath } from '~/platform/admin/paths';
import { formatPrice } from '~/features/signals/instruments';
import { formatGmt, formatR, orderTypeLabels, statusLabels } from '~/features/signals/signal-format';
import type { Signal } from '~/features/signals/signal-types';

export interface SignalAdminListProps {
  status: string;
  statuses: readonly string[];
  signals: Signal[];
}

const filterLabel = (status: string) =>
  status === 'open' ? 'Open' : status === 'all' ? 'All' : statusLabels[status as Signal['status']];

/** The admin's signals: a status filter kept in the URL, New Signal, and one row per signal linking to its actions. */
export function SignalAdminList({ status, statuses, signals }: SignalAdminListProps) {
  return (
    <>
      <div className={styles.toolbar}>
        <h1 className={styles.heading}>Signals</h1>
        <ButtonLink href={newSignalPath}>New Signal</ButtonLink>
      </div>
      <nav aria-label="Signal status" className={styles.pager}>
        {statuses.map((value) => (
          <Link
            key={value}
            to={`${signalsAdminPath}?status=${value}`}
            aria-current={value === status ? 'page' : undefined}
          >
            {filterLabel(value)}
          </Link>
        ))}
      </nav>
      {signals.length === 0 ? (
        <p className={styles.empty}>No {filterLabel(status).toLowerCase()} signals.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stackedTable}`}>
            <caption>{filterLabel(status)} signals, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Signal</th>
                <th scope="col">Entry</th>
                <th scope="col">Stop-loss</th>
                <th scope="col">Take-profit</th>
                <th scope="col">Status</th>
                <th scope="col">Published</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {signals.map((signal) => (
                <tr key={signal.id}>
                  <th scope="row">
                    <Link to={signalAdminPath(signal.id)}>
                      {signal.direction} {signal.instrument} {orderTypeLabels[signal.orderType]}
                    </Link>
                  </th>
                  <td data-label="Entry">{formatPrice(signal.instrument, signal.entry)}</td>
                  <td data-label="Stop-loss">{formatPrice(signal.instrument, signal.stopLoss)}</td>
                  <td data-label="Take-profit">{formatPrice(signal.instrument, signal.takeProfit)}</td>
                  <td data-label="Status">{statusLabels[signal.status]}</td>
                  <td data-label="Published">{formatGmt(signal.publishedAt)}</td>
                  <td data-label="Result">{formatR(signal.resultR)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
