import * as styles from '~/platform/admin/admin.css';
import { adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { adminAlertsLoader } from './admin-alerts.server';
import type { Route } from './+types/admin-alerts';

export const meta = () => [{ title: 'Signal alerts | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first, inside adminAlertsLoader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return adminAlertsLoader(request, requestContext(context));
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className={styles.counter}>
      <dt className={styles.counterLabel}>{label}</dt>
      <dd className={styles.counterValue}>{value}</dd>
    </div>
  );
}

export default function AdminAlerts({ loaderData }: Route.ComponentProps) {
  const { overview, mailEnabled } = loaderData;
  return (
    <>
      <h1 className={styles.heading}>Signal alerts</h1>
      {mailEnabled ? null : (
        <p className={styles.hint}>E-mail is not configured (SMTP_URL): alerts and confirmations wait in the queue.</p>
      )}
      <section aria-labelledby="alert-subscribers">
        <h2 id="alert-subscribers">Subscribers</h2>
        <dl className={styles.counters}>
          <Counter label="Confirmed" value={overview.active} />
          <Counter label="Awaiting confirmation" value={overview.pending} />
          <Counter label="Every signal" value={overview.everySignal} />
          <Counter label="Unsubscribed (suppressed)" value={overview.suppressed} />
        </dl>
      </section>
      <section aria-labelledby="alert-delivery">
        <h2 id="alert-delivery">E-mails</h2>
        <dl className={styles.counters}>
          <Counter label="Alerts waiting" value={overview.alertBacklog} />
          <Counter label="Alerts failing" value={overview.alertFailing} />
          <Counter label="Confirmations waiting" value={overview.confirmationBacklog} />
          <Counter label="Alerts sent, last 24 hours" value={overview.sentLastDay} />
        </dl>
      </section>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Confirmed subscribers per instrument</caption>
          <thead>
            <tr>
              <th scope="col">Instrument</th>
              <th scope="col">Chose it</th>
              <th scope="col">Alerted (with every-signal subscribers)</th>
            </tr>
          </thead>
          <tbody>
            {overview.perInstrument.map((row) => (
              <tr key={row.instrument}>
                <th scope="row">{row.instrument}</th>
                <td>{row.chosen}</td>
                <td>{row.reached}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>Failing alerts (latest 20; each is retried with backoff)</caption>
          <thead>
            <tr>
              <th scope="col">Alert</th>
              <th scope="col">Attempts</th>
              <th scope="col">Next attempt (UTC)</th>
              <th scope="col">Last error</th>
            </tr>
          </thead>
          <tbody>
            {overview.failures.length === 0 ? (
              <tr>
                <td colSpan={4}>No alert is failing.</td>
              </tr>
            ) : (
              overview.failures.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.id.slice(0, 8)}</th>
                  <td>{row.attempts}</td>
                  <td>{row.nextAttemptAt?.replace('T', ' ').slice(0, 16) ?? '—'}</td>
                  <td>{row.error}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
