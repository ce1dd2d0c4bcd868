import type { Db } from '~/platform/db/types';
import { signalInstrumentSymbols } from '~/platform/instruments/signal-instruments';
import { readInstruments } from './subscriptions.server';

/** What the admin's alerts page shows: who follows what, and how the e-mails are going. */
export interface AlertsOverview {
  active: number;
  pending: number;
  suppressed: number;
  /** Confirmed subscribers who follow every signal. */
  everySignal: number;
  /** Per instrument: confirmed subscribers who chose it, and those it reaches (with the every-signal ones). */
  perInstrument: { instrument: string; chosen: number; reached: number }[];
  /** Alerts waiting to be sent, and those among them whose last attempt failed. */
  alertBacklog: number;
  alertFailing: number;
  confirmationBacklog: number;
  /** Alerts delivered in the last 24 hours. */
  sentLastDay: number;
  /** The latest failing alerts (no address: the event and the error are what an admin acts on). */
  failures: { id: string; attempts: number; nextAttemptAt: string | null; error: string }[];
}

const n = (value: unknown) => Number(value ?? 0);

export async function alertsOverview(db: Db, now: Date = new Date()): Promise<AlertsOverview> {
  const choices = await db.all<{ status: string; instruments: string; total: number }>(
    'SELECT status, instruments, COUNT(*) AS total FROM alert_subscriptions GROUP BY status, instruments',
  );
  let active = 0;
  let pending = 0;
  let everySignal = 0;
  const chosen = new Map<string, number>();
  for (const row of choices) {
    const total = n(row.total);
    if (row.status !== 'active') {
      pending += total;
      continue;
    }
    active += total;
    const instruments = readInstruments(row.instruments);
    if (instruments === 'all') everySignal += total;
    else for (const symbol of instruments) chosen.set(symbol, (chosen.get(symbol) ?? 0) + total);
  }
  const [suppressed, alerts, confirmations, sent, failures] = await Promise.all([
    db.get<{ total: number }>('SELECT COUNT(*) AS total FROM alert_suppressions'),
    db.get<{ backlog: number; failing: number | null }>(
      `SELECT COUNT(*) AS backlog, SUM(CASE WHEN last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
       FROM alert_deliveries WHERE delivered_at IS NULL AND next_attempt_at IS NOT NULL AND expires_at > ?`,
      [now.toISOString()],
    ),
    db.get<{ backlog: number }>(
      `SELECT COUNT(*) AS backlog FROM alert_confirmations
       WHERE delivered_at IS NULL AND next_attempt_at IS NOT NULL AND expires_at > ?`,
      [now.toISOString()],
    ),
    db.get<{ total: number }>('SELECT COUNT(*) AS total FROM alert_deliveries WHERE delivered_at >= ?', [
      new Date(now.getTime() - 24 * 3_600_000).toISOString(),
    ]),
    db.all<{ id: string; delivery_attempts: number; next_attempt_at: string | null; last_error: string }>(
      `SELECT id, delivery_attempts, next_attempt_at, last_error FROM alert_deliveries
       WHERE delivered_at IS NULL AND last_error IS NOT NULL ORDER BY next_attempt_at DESC LIMIT 20`,
    ),
  ]);
  return {
    active,
    pending,
    suppressed: n(suppressed?.total),
    everySignal,
    perInstrument: signalInstrumentSymbols.map((instrument) => ({
      instrument,
      chosen: chosen.get(instrument) ?? 0,
      reached: (chosen.get(instrument) ?? 0) + everySignal,
    })),
    alertBacklog: n(alerts?.backlog),
    alertFailing: n(alerts?.failing),
    confirmationBacklog: n(confirmations?.backlog),
    sentLastDay: n(sent?.total),
    failures: failures.map((row) => ({
      id: row.id,
      attempts: n(row.delivery_attempts),
      nextAttemptAt: row.next_attempt_at,
      error: row.last_error,
    })),
  };
}
