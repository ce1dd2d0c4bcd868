import { Badge, Button, VisuallyHidden } from '@upm/ui';
import { Form } from 'react-router';
import type { DashboardBroker } from '~/features/brokers/admin-dashboard.server';
import { dashboardUrl } from '~/platform/admin/paths';
import { isHttpUrl, isSitePath } from '~/features/brokers/broker-schema';
import { DialogLink } from '~/platform/admin/DialogLink';
import * as styles from '~/platform/admin/admin.css';

export interface BrokerCardListProps {
  /** The brokers the search shows. */
  brokers: readonly DashboardBroker[];
  /** How many brokers there are in all (the empty state differs from "no match"). */
  total: number;
  query: string;
  csrf: string;
  /** The list is being reloaded. */
  loading: boolean;
}

function Logo({ src }: { src: string }) {
  // Only http(s) URLs and site paths are ever used as an image source: no data: or other scheme an admin typed.
  if (!src || !(isHttpUrl(src) || isSitePath(src))) return null;
  return <img src={src} alt="" className={styles.logo} loading="lazy" referrerPolicy="no-referrer" />;
}

/** One broker's card: status, facts, click-outs, and its toggle, edit and delete actions. */
function BrokerCard({ broker, query, csrf }: { broker: DashboardBroker; query: string; csrf: string }) {
  const named = <VisuallyHidden> {broker.name}</VisuallyHidden>;
  return (
    <article className={styles.card} aria-labelledby={`broker-${broker.id}`}>
      <div className={styles.cardHeader}>
        <Logo src={broker.logo} />
        <h2 id={`broker-${broker.id}`} className={styles.cardTitle}>
          {broker.name}
        </h2>
        <Badge tone={broker.isActive ? 'positive' : 'negative'}>{broker.isActive ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className={styles.description}>{broker.description}</p>
      <dl className={styles.facts}>
        <dt>Min Deposit</dt>
        <dd>{broker.minDeposit}</dd>
        <dt>Spreads</dt>
        <dd>{broker.spreads}</dd>
        <dt>Leverage</dt>
        <dd>{broker.leverage}</dd>
        <dt>Platforms</dt>
        <dd>{broker.platforms}</dd>
        <dt>Click-outs (30 days)</dt>
        <dd>{broker.clicks30d}</dd>
      </dl>
      <div className={styles.cardActions}>
        <Form method="post" action={dashboardUrl(query)} className={styles.inlineForm} preventScrollReset>
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="id" value={broker.id} />
          <Button type="submit" variant="outline">
            {broker.isActive ? 'Deactivate' : 'Activate'}
            {named}
          </Button>
        </Form>
        <DialogLink to={dashboardUrl(query, { edit: broker.id })}>Edit{named}</DialogLink>
        <DialogLink to={dashboardUrl(query, { delete: broker.id })} variant="danger">
          Delete{named}
        </DialogLink>
      </div>
    </article>
  );
}

/** The broker grid, or why it is empty: no brokers at all, or none matching the search. */
export function BrokerCardList({ brokers, total, query, csrf, loading }: BrokerCardListProps) {
  if (total === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.cardTitle}>No brokers yet</h2>
        <p>Partner brokers you add appear here and, when active, on the IB Partners page.</p>
        <DialogLink to={dashboardUrl(query, { new: '1' })} variant="primary">
          Add Your First Broker
        </DialogLink>
      </div>
    );
  }
  if (brokers.length === 0) {
    return (
      <div className={styles.empty}>
        <p>No brokers match “{query}”.</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid} aria-label="Brokers" aria-busy={loading || undefined}>
      {brokers.map((broker) => (
        <li key={broker.id}>
          <BrokerCard broker={broker} query={query} csrf={csrf} />
        </li>
      ))}
    </ul>
  );
}
