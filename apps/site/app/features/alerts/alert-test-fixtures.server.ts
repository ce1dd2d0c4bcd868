import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '~/platform/db/db.server';
import { secondPostgresHandle } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import type { AlertInstruments } from './alert-schema';
import { requestSubscription, confirmSubscription } from './subscriptions.server';

/*
 * What the alerts' tests share. Signals are another feature, so a test writes the rows the signals feature would
 * (a signal and its timeline event), with the columns the alerts read.
 */

/** A signal row and one timeline event of it, as the signals feature writes them in one transaction. */
export async function insertSignalEvent(
  db: Db,
  options: { instrument?: string; kind?: string; at: Date; signalId?: string; detail?: Record<string, unknown> },
): Promise<{ signalId: string; eventId: string }> {
  const signalId = options.signalId ?? randomUUID();
  const at = options.at.toISOString();
  const kind = options.kind ?? 'published';
  if (!options.signalId) {
    await db.run(
      `INSERT INTO signals (id, instrument, direction, order_type, entry, initial_stop_loss, stop_loss, take_profit,
         status, published_at, triggered_at, published_by, demo)
       VALUES (?, ?, 'BUY', 'market', 1.085, 1.08, 1.08, 1.095, 'active', ?, ?, 'tester', 0)`,
      [signalId, options.instrument ?? 'EUR/USD', at, at],
    );
  }
  const eventId = randomUUID();
  await db.run(
    'INSERT INTO signal_events (id, signal_id, kind, at, by_username, detail_json) VALUES (?, ?, ?, ?, ?, ?)',
    [eventId, signalId, kind, at, 'tester', JSON.stringify({ kind, ...options.detail })],
  );
  return { signalId, eventId };
}

/** The live link token of the newest confirmation e-mail queued for `email`. */
export async function confirmationTokenFor(db: Db, email: string): Promise<string> {
  const row = await db.get<{ token: string }>(
    `SELECT c.token FROM alert_confirmations c JOIN alert_subscriptions s ON s.id = c.subscription_id
     WHERE s.email = ? ORDER BY c.created_at DESC LIMIT 1`,
    [email],
  );
  if (!row) throw new Error(`no confirmation queued for ${email}`);
  return row.token;
}

/** Subscribes `email` and confirms at `at`; the subscription's id. */
export async function confirmedSubscriber(
  db: Db,
  email: string,
  instruments: AlertInstruments,
  at: Date,
): Promise<string> {
  const requested = await requestSubscription(db, { email, instruments }, { now: at });
  if (!requested.ok) throw new Error('request refused');
  const confirmed = await confirmSubscription(db, await confirmationTokenFor(db, email), at);
  if (!confirmed.ok) throw new Error('confirmation refused');
  return confirmed.value.id;
}

/** A second handle on the same database as `db` (another instance): the same SQLite file or PostgreSQL database. */
export async function secondHandle(db: Db, sqlitePath?: string): Promise<Db> {
  if (db.dialect === 'sqlite') return openDatabase(`file:${sqlitePath}`);
  return secondPostgresHandle(db);
}

/** A fresh SQLite file's path (so a second handle can open it). */
export const sqlitePath = () => join(mkdtempSync(join(tmpdir(), 'upm-alerts-')), 'test.db');

/** A secret generated per run: none is written in the repo. */
export const testSecret = () => randomBytes(32).toString('base64url');
