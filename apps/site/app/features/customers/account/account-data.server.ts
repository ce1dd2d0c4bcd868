import type { Db } from '~/platform/db/types';
import type { CustomerDataPart } from '~/platform/customer-data/customer-data.server';
import { customerPasskeyTables, passkeyStore } from '~/platform/auth/webauthn/passkey-store.server';
import {
  accountRow,
  eraseWebinarRegistrations,
  listSessions,
  pendingEmailChange,
  webinarRegistrations,
} from './account.server';

/*
 * "Download my data" and the purge of deleted accounts. Both take the list of every feature's part
 * (app/lib/customer-data-parts.server.ts, passed in by the composition layer: a feature cannot import it), so a
 * feature that starts storing something about customers is exported and erased by adding one line there.
 */

/** How long a deleted account's data waits before the purge erases it. */
export const purgeGraceMs = 7 * 24 * 3_600_000;
/** How long an instance's claim on an account to purge lasts (it finishes in far less; a crash frees it after). */
export const purgeClaimMs = 10 * 60_000;

const passkeys = passkeyStore(customerPasskeyTables);

/**
 * Everything stored about the account, as JSON: the account's fields (never its password hash or any token),
 * sessions (without their keys), passkeys (names and dates, no keys), a pending address change, the e-mails sent
 * (subjects and dates, never a text that may hold a link), webinar registrations with its address, and each
 * feature's part under its name.
 */
export async function exportAccountData(
  db: Db,
  customerId: string,
  parts: readonly CustomerDataPart[],
  now = new Date(),
) {
  const row = await accountRow(db, customerId);
  if (!row) return undefined;
  const sessions = await db.all<{
    created_at: string;
    last_seen_at: string;
    user_agent: string | null;
    ip_hash: string | null;
  }>(
    'SELECT created_at, last_seen_at, user_agent, ip_hash FROM customer_sessions WHERE customer_id = ? ORDER BY created_at',
    [customerId],
  );
  // E-mails about the account or to its address: what was sent and when, never the text (it may hold a link).
  const emails = await db.all<{ subject: string; created_at: string; delivered_at: string | null }>(
    'SELECT subject, created_at, delivered_at FROM customer_emails WHERE customer_id = ? OR email = ? ORDER BY created_at',
    [customerId, row.email],
  );
  const pendingChange = await pendingEmailChange(db, customerId, now);
  const featureParts: Record<string, unknown> = {};
  for (const part of parts) featureParts[part.name] = await part.exportFor(db, customerId);
  return {
    exportedAt: now.toISOString(),
    format: 'UPM Trading account export, version 1',
    account: {
      id: customerId,
      name: row.name,
      email: row.email,
      emailVerifiedAt: row.email_verified_at,
      hasPassword: row.password_hash !== '',
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      lastSignInAt: row.last_login_at,
    },
    sessions: sessions.map((session) => ({
      createdAt: session.created_at,
      lastSeenAt: session.last_seen_at,
      userAgent: session.user_agent,
      // A keyed hash of the address, kept to tell sign-ins from different networks apart; not the address.
      addressHash: session.ip_hash,
    })),
    passkeys: (await passkeys.list(db, customerId)).map((key) => ({
      name: key.name,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
    })),
    pendingEmailChange: pendingChange ? { email: pendingChange.email, expiresAt: pendingChange.expires_at } : null,
    emails: emails.map((mail) => ({ subject: mail.subject, queuedAt: mail.created_at, sentAt: mail.delivered_at })),
    webinarRegistrations: await webinarRegistrations(db, row.email),
    ...featureParts,
  };
}

export type AccountExport = NonNullable<Awaited<ReturnType<typeof exportAccountData>>>;

/** The sessions of the export are the account page's list without handles (the listing is the same query). */
export { listSessions };

/**
 * Erases accounts deleted more than the grace period ago: each feature's part, the webinar registrations with its
 * address, the sign-in throttle's rows keyed by it, its e-mails, then the account row (its sessions, tokens, passkeys and links go with it by cascade).
 * Every instance runs it; each account is claimed first by a conditional UPDATE of `purge_claimed_until`, which
 * only one instance's can win, so each is purged once. Returns how many this call purged.
 */
export async function purgeDeletedAccounts(
  db: Db,
  parts: readonly CustomerDataPart[],
  options: { now?: Date; graceMs?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.graceMs ?? purgeGraceMs)).toISOString();
  const due = await db.all<{ id: string }>(
    `SELECT id FROM customers WHERE deleted_at IS NOT NULL AND deleted_at < ?
     AND (purge_claimed_until IS NULL OR purge_claimed_until < ?) ORDER BY deleted_at LIMIT 100`,
    [cutoff, now.toISOString()],
  );
  let purged = 0;
  for (const { id } of due) {
    const claim = await db.run(
      `UPDATE customers SET purge_claimed_until = ? WHERE id = ? AND deleted_at IS NOT NULL
       AND (purge_claimed_until IS NULL OR purge_claimed_until < ?)`,
      [new Date(now.getTime() + purgeClaimMs).toISOString(), id, now.toISOString()],
    );
    if (claim.changes !== 1) continue;
    await db.transaction(async (tx) => {
      const row = await tx.get<{ email: string }>('SELECT email FROM customers WHERE id = ?', [id]);
      if (!row) return;
      for (const part of parts) await part.erase(tx, id);
      await eraseWebinarRegistrations(tx, row.email);
      // The sign-in throttle keys customers by their address (and the account page's re-authentication by the
      // account): its rows would otherwise keep the address for up to 90 days.
      const throttleKeys = [`customer:${row.email.toLowerCase()}`, `customer-reauth:${id}`];
      for (const key of throttleKeys) {
        await tx.run('DELETE FROM login_attempts WHERE username = ?', [key]);
        await tx.run('DELETE FROM sign_in_addresses WHERE username = ?', [key]);
      }
      // The e-mails' rows: those about the account, and any other kind's sent to its address.
      await tx.run('DELETE FROM customer_emails WHERE customer_id = ? OR email = ?', [id, row.email]);
      await tx.run('DELETE FROM customers WHERE id = ?', [id]);
    });
    purged += 1;
  }
  return purged;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Runs the purge now and then hourly on this instance (each account is still purged once, see above). */
export function startAccountPurge(
  db: Db,
  parts: readonly CustomerDataPart[],
  onError: (error: unknown) => void,
  intervalMs = 3_600_000,
): void {
  if (timer) return;
  const run = () => void purgeDeletedAccounts(db, parts).catch(onError);
  run();
  timer = setInterval(run, intervalMs);
  timer.unref();
}

export function stopAccountPurge(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}
