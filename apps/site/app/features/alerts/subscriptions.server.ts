import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { isSignalInstrument } from '~/platform/instruments/signal-instruments';
import { spendAddressQuota } from '~/platform/rate-limit/address-quota.server';
import type { Result } from '~/platform/result';
import type { AlertInstruments, SubscribeInput } from './alert-schema';
import { hashConfirmToken, hashEmail, isConfirmTokenShape, newConfirmToken } from './alert-tokens.server';

/*
 * Subscriptions to signal alerts: confirmed opt-in, one subscription per address.
 *
 * A request (the public form, or a signed-in customer) never says whether the address is subscribed already: it
 * does the same work either way (one row written, one confirmation e-mail queued) and the page gives the same
 * answer. The new choice of instruments waits in `pending_instruments` until the link is followed, so a stranger
 * typing someone's address can neither subscribe them nor change what they receive. Unsubscribing deletes the
 * row (its queued alerts go with it) and keeps only a suppression entry: the address's keyed hash.
 */

const hour = 3_600_000;
/** How long a confirmation link works. */
export const confirmValidityMs = 48 * hour;

/**
 * How many confirmation e-mails one address receives a day, whoever asks: a stranger typing someone's address
 * from many connections cannot flood them. Past it a request changes nothing, and is answered the same.
 */
export const confirmationsPerDay = 3;

/** How many subscribe requests one address (IP) may make an hour. */
export const subscribeRateLimit = { form: 'signal-alerts', max: 5, windowMs: hour };

export interface Subscription {
  id: string;
  email: string;
  customerId: string | null;
  status: 'pending' | 'active';
  instruments: AlertInstruments;
  confirmedAt: string | null;
}

interface SubscriptionRow {
  id: string;
  email: string;
  customer_id: string | null;
  status: string;
  instruments: string;
  confirmed_at: string | null;
}

/** The stored form of a choice: `*` for every signal, else a JSON array of symbols. */
export const storedInstruments = (instruments: AlertInstruments): string =>
  instruments === 'all' ? '*' : JSON.stringify(instruments);

export function readInstruments(stored: string): AlertInstruments {
  if (stored === '*') return 'all';
  const parsed: unknown = JSON.parse(stored);
  // A symbol no longer offered is dropped; nothing in the column came from anywhere but the service.
  return Array.isArray(parsed) ? parsed.filter(isSignalInstrument) : 'all';
}

const toSubscription = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  email: row.email,
  customerId: row.customer_id,
  status: row.status === 'active' ? 'active' : 'pending',
  instruments: readInstruments(row.instruments),
  confirmedAt: row.confirmed_at,
});

const columns = 'id, email, customer_id, status, instruments, confirmed_at';

export async function readSubscription(db: Db, id: string): Promise<Subscription | null> {
  const row = await db.get<SubscriptionRow>(`SELECT ${columns} FROM alert_subscriptions WHERE id = ?`, [id]);
  return row ? toSubscription(row) : null;
}

/** The subscription of a signed-in customer: linked to the account, or made with its address. */
export async function subscriptionOfCustomer(
  db: Db,
  customer: { id: string; email: string },
): Promise<Subscription | null> {
  const row = await db.get<SubscriptionRow>(
    `SELECT ${columns} FROM alert_subscriptions WHERE customer_id = ? OR email_hash = ?
     ORDER BY CASE WHEN customer_id = ? THEN 0 ELSE 1 END LIMIT 1`,
    [customer.id, await hashEmail(db, customer.email), customer.id],
  );
  return row ? toSubscription(row) : null;
}

export type RequestFailure = { reason: 'rate-limited'; retryAfterMinutes: number };

export interface RequestMeta {
  /** The requesting address's hash (the per-address quota); absent for a signed-in customer's own request. */
  ipHash?: string;
  /** The signed-in customer making the request with the account's own address. */
  customerId?: string;
  now: Date;
}

/**
 * Asks for a confirmation e-mail that, once its link is followed, makes the address follow `input.instruments`.
 * The same work whether or not the address is subscribed already, pending, or suppressed.
 */
export function requestSubscription(
  db: Db,
  input: SubscribeInput,
  meta: RequestMeta,
): Promise<Result<void, RequestFailure>> {
  return db.transaction(async (tx) => {
    if (meta.ipHash !== undefined) {
      const wait = await spendAddressQuota(tx, subscribeRateLimit, meta.ipHash, meta.now);
      if (wait !== null) return { ok: false, reason: 'rate-limited', retryAfterMinutes: wait } as const;
    }
    const now = meta.now.toISOString();
    const emailHash = await hashEmail(tx, input.email);
    const recent = await tx.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM alert_confirmations c JOIN alert_subscriptions s ON s.id = c.subscription_id
       WHERE s.email_hash = ? AND c.created_at > ?`,
      [emailHash, new Date(meta.now.getTime() - 24 * hour).toISOString()],
    );
    if (Number(recent?.n ?? 0) >= confirmationsPerDay) return { ok: true, value: undefined } as const;
    const expiresAt = new Date(meta.now.getTime() + confirmValidityMs).toISOString();
    const { token, hash } = newConfirmToken();
    const choice = storedInstruments(input.instruments);
    // One statement for a new address and a known one: an upsert keeps the answer's timing alike too.
    await tx.run(
      `INSERT INTO alert_subscriptions (id, email, email_hash, customer_id, status, instruments, pending_instruments,
         confirm_token_hash, confirm_expires_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email_hash) DO UPDATE SET pending_instruments = excluded.pending_instruments,
         confirm_token_hash = excluded.confirm_token_hash, confirm_expires_at = excluded.confirm_expires_at,
         customer_id = COALESCE(alert_subscriptions.customer_id, excluded.customer_id),
         updated_at = excluded.updated_at`,
      [randomUUID(), input.email, emailHash, meta.customerId ?? null, choice, choice, hash, expiresAt, now, now],
    );
    const row = await tx.get<{ id: string }>('SELECT id FROM alert_subscriptions WHERE email_hash = ?', [emailHash]);
    if (!row) throw new Error('alert subscription missing after upsert');
    // An earlier confirmation e-mail not yet sent is replaced: its link no longer works.
    await tx.run('DELETE FROM alert_confirmations WHERE subscription_id = ? AND delivered_at IS NULL', [row.id]);
    await tx.run(
      `INSERT INTO alert_confirmations (id, subscription_id, token, expires_at, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [randomUUID(), row.id, token, expiresAt, now, now],
    );
    return { ok: true, value: undefined } as const;
  });
}

/** `not-found`: no request has this link (never, or confirmed already); `conflict`: its 48 hours are over. */
export type ConfirmFailure = { reason: 'not-found' } | { reason: 'conflict' };

/** Follows a confirmation link: the subscription is active with the choice it confirms, and the address no longer suppressed. */
export function confirmSubscription(db: Db, token: string, now: Date): Promise<Result<Subscription, ConfirmFailure>> {
  if (!isConfirmTokenShape(token)) return Promise.resolve({ ok: false, reason: 'not-found' });
  return db.transaction(async (tx) => {
    const row = await tx.get<SubscriptionRow & { confirm_expires_at: string; email_hash: string; pending: string }>(
      `SELECT ${columns}, confirm_expires_at, email_hash, pending_instruments AS pending
       FROM alert_subscriptions WHERE confirm_token_hash = ?`,
      [hashConfirmToken(token)],
    );
    if (!row) return { ok: false, reason: 'not-found' } as const;
    if (row.confirm_expires_at <= now.toISOString()) return { ok: false, reason: 'conflict' } as const;
    const at = now.toISOString();
    // An active subscriber who confirms a new choice keeps the time of the first confirmation.
    const confirmedAt = row.status === 'active' && row.confirmed_at ? row.confirmed_at : at;
    await tx.run(
      `UPDATE alert_subscriptions SET status = 'active', instruments = ?, pending_instruments = NULL,
         confirm_token_hash = NULL, confirm_expires_at = NULL, confirmed_at = ?, updated_at = ? WHERE id = ?`,
      [row.pending ?? row.instruments, confirmedAt, at, row.id],
    );
    await tx.run('DELETE FROM alert_suppressions WHERE email_hash = ?', [row.email_hash]);
    const confirmed = await readSubscription(tx, row.id);
    return { ok: true, value: confirmed! } as const;
  });
}

/** Whether a confirmation token names a request still waiting (the GET page shows the button, or why not). */
export async function confirmationState(db: Db, token: string, now: Date): Promise<'valid' | 'expired' | 'invalid'> {
  if (!isConfirmTokenShape(token)) return 'invalid';
  const row = await db.get<{ confirm_expires_at: string }>(
    'SELECT confirm_expires_at FROM alert_subscriptions WHERE confirm_token_hash = ?',
    [hashConfirmToken(token)],
  );
  if (!row) return 'invalid';
  return row.confirm_expires_at <= now.toISOString() ? 'expired' : 'valid';
}

/**
 * Ends subscription `id`: the row and its queued e-mails are deleted, the address kept only as a suppression
 * entry. Safe to repeat (a second post finds nothing to remove and changes nothing). Whether a subscription ended.
 */
export function unsubscribe(db: Db, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ email_hash: string }>('SELECT email_hash FROM alert_subscriptions WHERE id = ?', [id]);
    if (!row) return false;
    await tx.run('DELETE FROM alert_subscriptions WHERE id = ?', [id]);
    await tx.run('INSERT INTO alert_suppressions (email_hash, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING', [
      row.email_hash,
      now.toISOString(),
    ]);
    return true;
  });
}

/** Changes what an active subscription follows (the manage page, the account page). Whether it changed. */
export async function changeInstruments(db: Db, id: string, instruments: AlertInstruments, now: Date) {
  const { changes } = await db.run(
    "UPDATE alert_subscriptions SET instruments = ?, updated_at = ? WHERE id = ? AND status = 'active'",
    [storedInstruments(instruments), now.toISOString(), id],
  );
  return changes === 1;
}

/** Whether an address is on the suppression list (unsubscribed and not confirmed again). */
export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const row = await db.get('SELECT 1 AS hit FROM alert_suppressions WHERE email_hash = ?', [
    await hashEmail(db, email),
  ]);
  return row !== undefined;
}

/**
 * Removes what is no longer needed: requests never confirmed whose link has expired (an address typed by someone
 * is not kept), alerts delivered more than 30 days ago, and old confirmation e-mails. How many rows went.
 */
export async function pruneSubscriptions(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const stale = await db.run(
    "DELETE FROM alert_subscriptions WHERE status = 'pending' AND confirm_expires_at IS NOT NULL AND confirm_expires_at <= ?",
    [at],
  );
  const old = await db.run(
    'DELETE FROM alert_deliveries WHERE (delivered_at IS NOT NULL AND delivered_at <= ?) OR (delivered_at IS NULL AND expires_at <= ?)',
    [new Date(now.getTime() - 30 * 24 * hour).toISOString(), new Date(now.getTime() - 7 * 24 * hour).toISOString()],
  );
  // Sent or expired confirmation e-mails, once they no longer count towards an address's daily cap.
  const confirmations = await db.run(
    'DELETE FROM alert_confirmations WHERE created_at <= ? AND (delivered_at IS NOT NULL OR expires_at <= ?)',
    [new Date(now.getTime() - confirmValidityMs).toISOString(), at],
  );
  return stale.changes + old.changes + confirmations.changes;
}
