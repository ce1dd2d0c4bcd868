import type { Db } from '~/platform/db/types';
import { type MailContext, defineOutboxKind } from '~/platform/outbox/kind.server';
import { alertsConfirmPath, alertsManagePath, alertsUnsubscribePath, signalPagePath } from './alert-paths';
import { type AlertEvent, type AlertSignal, alertEmail, confirmationEmail } from './alert-emails.server';
import { alertsLinkSecret, signLinkToken } from './alert-tokens.server';
import { readInstruments } from './subscriptions.server';

/*
 * The alerts' two kinds of the one outbox: the confirmation e-mails (a row per request, holding the live link
 * until it is sent) and the alerts (a row per subscriber and signal event, queued by fan-out.server.ts). The
 * outbox claims each row on one instance, sends it, and backs off on failure.
 */

const sender = (context: MailContext) => ({ from: context.from, replyTo: context.to });

async function renderConfirmation(db: Db, id: string, context: MailContext) {
  const row = await db.get<{ token: string | null; email: string; instruments: string; pending: string | null }>(
    `SELECT c.token, s.email, s.instruments, s.pending_instruments AS pending
     FROM alert_confirmations c JOIN alert_subscriptions s ON s.id = c.subscription_id WHERE c.id = ?`,
    [id],
  );
  if (!row?.token) return null;
  return confirmationEmail(sender(context), row.email, {
    instruments: readInstruments(row.pending ?? row.instruments),
    confirmUrl: `${context.origin}${alertsConfirmPath(row.token)}`,
  });
}

/** Confirmation e-mails: sent while their link works; the link is cleared from the row once sent. */
export const alertConfirmationEmails = defineOutboxKind({
  name: 'alert_confirmation',
  table: 'alert_confirmations',
  sendable: 'expires_at > ?',
  clearOnDelivery: ['token'],
  render: renderConfirmation,
});

interface DeliveryRow {
  subscription_id: string;
  email: string;
  status: string;
  suppressed: number | null;
  event_id: string;
  kind: string;
  at: string;
  detail_json: string | null;
  signal_id: string;
  instrument: string;
  direction: string;
  order_type: string;
  entry: number;
  stop_loss: number;
  take_profit: number;
  valid_until: string | null;
  signal_status: string;
  outcome: string | null;
  exit_price: number | null;
  result_pips: number | null;
  result_r: number | null;
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

async function renderAlert(db: Db, id: string, context: MailContext) {
  const row = await db.get<DeliveryRow>(
    `SELECT d.subscription_id, s.email, s.status,
       (SELECT 1 FROM alert_suppressions x WHERE x.email_hash = s.email_hash) AS suppressed,
       e.id AS event_id, e.kind, e.at, e.detail_json, g.id AS signal_id, g.instrument, g.direction, g.order_type,
       g.entry, g.stop_loss, g.take_profit, g.valid_until, g.status AS signal_status, g.outcome, g.exit_price,
       g.result_pips, g.result_r
     FROM alert_deliveries d
     JOIN alert_subscriptions s ON s.id = d.subscription_id
     JOIN signal_events e ON e.id = d.event_id
     JOIN signals g ON g.id = e.signal_id
     WHERE d.id = ?`,
    [id],
  );
  // Unsubscribed meanwhile (the row would have gone with the subscription), or the signal removed.
  if (!row || row.status !== 'active' || row.suppressed) return null;
  const signal: AlertSignal = {
    id: row.signal_id,
    instrument: row.instrument,
    direction: row.direction,
    orderType: row.order_type,
    entry: Number(row.entry),
    stopLoss: Number(row.stop_loss),
    takeProfit: Number(row.take_profit),
    validUntil: row.valid_until,
    status: row.signal_status,
    outcome: row.outcome,
    exitPrice: num(row.exit_price),
    resultPips: num(row.result_pips),
    resultR: num(row.result_r),
  };
  const event: AlertEvent = {
    id: row.event_id,
    kind: row.kind,
    at: row.at,
    detail: JSON.parse(row.detail_json ?? '{}') as Record<string, unknown>,
  };
  const token = signLinkToken(await alertsLinkSecret(db, context.config), row.subscription_id);
  const host = new URL(context.origin).hostname;
  return alertEmail(sender(context), row.email, {
    signal,
    event,
    links: {
      signal: `${context.origin}${signalPagePath(signal.id)}`,
      unsubscribe: `${context.origin}${alertsUnsubscribePath(token)}`,
      manage: `${context.origin}${alertsManagePath(token)}`,
    },
    // The same on every attempt of this row: a resend after a crash between the send and its record is one
    // message to the receiving server, not two.
    messageId: `<alert.${id.replace(':', '.')}@${host}>`,
  });
}

/** Signal alerts: one row per subscriber and event, many at a time (one event may reach thousands). */
export const alertEmails = defineOutboxKind({
  name: 'signal_alert',
  table: 'alert_deliveries',
  sendable: 'expires_at > ?',
  batchSize: 250,
  render: renderAlert,
});
