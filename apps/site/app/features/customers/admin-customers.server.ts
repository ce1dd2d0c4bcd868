import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { type AuditAction, recordAudit } from '~/platform/admin/audit.server';
import { endCustomerSessions } from '~/platform/auth/customer-session.server';
import { queueVerification } from './account/account.server';

/*
 * The admin's view of customer accounts: find by e-mail, see whether the address is verified, when the account
 * was made and last signed in; disable (every session and API token ends at once) and enable; resend the
 * verification link of an account whose address is not verified. Never a password hash or a token. Each change
 * is audited in its transaction, naming the account by id only.
 */

export interface CustomerListItem {
  id: string;
  email: string;
  name: string;
  verified: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  disabled: boolean;
}

/** Most rows one search shows: the page is for finding an account, not for reading the list. */
export const customerSearchLimit = 50;

type Admin = { id: string; username: string };
type Failure = { reason: 'not-found' | 'conflict'; message: string };

/** Accounts whose e-mail contains `query` (all when empty), newest first; deleted accounts are not shown. */
export async function searchCustomers(db: Db, query: string): Promise<CustomerListItem[]> {
  const needle = query.trim().toLowerCase().slice(0, 200);
  const escaped = needle.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await db.all<{
    id: string;
    email: string;
    name: string;
    email_verified_at: string | null;
    created_at: string;
    last_login_at: string | null;
    disabled_at: string | null;
  }>(
    `SELECT id, email, name, email_verified_at, created_at, last_login_at, disabled_at FROM customers
     WHERE deleted_at IS NULL AND email LIKE ? ESCAPE '\\' ORDER BY created_at DESC, email LIMIT ${customerSearchLimit}`,
    [`%${escaped}%`],
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    verified: row.email_verified_at !== null,
    createdAt: row.created_at,
    lastSignInAt: row.last_login_at,
    disabled: row.disabled_at !== null,
  }));
}

const live = (db: Db, id: string) =>
  db.get<{ id: string; disabled_at: string | null }>(
    'SELECT id, disabled_at FROM customers WHERE id = ? AND deleted_at IS NULL',
    [id],
  );

/**
 * One audited change of an account, in one transaction: `change` checks the account and writes, and returns what
 * the audit entry records before and after (or why it refused).
 */
function auditedChange(
  db: Db,
  admin: Admin,
  id: string,
  action: AuditAction,
  change: (tx: Db) => Promise<Result<{ before: unknown; after: unknown }, Failure>>,
): Promise<Result<void, Failure>> {
  return db.transaction(async (tx) => {
    const changed = await change(tx);
    if (!changed.ok) return changed;
    await recordAudit(tx, { admin, action, entity: 'customer', entityId: id, ...changed.value });
    return { ok: true, value: undefined };
  });
}

/** Disables an account: it cannot sign in, and every session and API token ends now. */
export async function disableCustomer(
  db: Db,
  admin: Admin,
  id: string,
  now = new Date(),
): Promise<Result<void, Failure>> {
  return auditedChange(db, admin, id, 'customer.disable', async (tx) => {
    const row = await live(tx, id);
    if (!row) return { ok: false, reason: 'not-found', message: 'No such customer account.' };
    if (row.disabled_at) return { ok: false, reason: 'conflict', message: 'This account is already disabled.' };
    await tx.run('UPDATE customers SET disabled_at = ?, updated_at = ? WHERE id = ?', [
      now.toISOString(),
      now.toISOString(),
      id,
    ]);
    const sessions = await endCustomerSessions(tx, id);
    await tx.run('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL', [
      now.toISOString(),
      id,
    ]);
    return { ok: true, value: { before: { disabled: false }, after: { disabled: true, sessionsEnded: sessions } } };
  });
}

/** Enables a disabled account again (its sessions stay ended: the customer signs in anew). */
export async function enableCustomer(
  db: Db,
  admin: Admin,
  id: string,
  now = new Date(),
): Promise<Result<void, Failure>> {
  return auditedChange(db, admin, id, 'customer.enable', async (tx) => {
    const row = await live(tx, id);
    if (!row) return { ok: false, reason: 'not-found', message: 'No such customer account.' };
    if (!row.disabled_at) return { ok: false, reason: 'conflict', message: 'This account is not disabled.' };
    await tx.run('UPDATE customers SET disabled_at = NULL, updated_at = ? WHERE id = ?', [now.toISOString(), id]);
    return { ok: true, value: { before: { disabled: true }, after: { disabled: false } } };
  });
}

/** Sends the account's address a new verification link (24 hours), for an address not yet verified. */
export async function resendVerification(
  db: Db,
  admin: Admin,
  id: string,
  now = new Date(),
): Promise<Result<void, Failure>> {
  return auditedChange(db, admin, id, 'customer.verification_resend', async (tx) => {
    const queued = await queueVerification(tx, id, now);
    if (!queued.ok) {
      return { ok: false, reason: queued.reason === 'conflict' ? 'conflict' : 'not-found', message: queued.message };
    }
    return { ok: true, value: { before: null, after: { verificationSent: true } } };
  });
}
