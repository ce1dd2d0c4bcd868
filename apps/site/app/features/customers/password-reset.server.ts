import { randomBytes } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { type ScryptParams, hashPassword, passwordProblem } from '~/platform/auth/password.server';
import { endCustomerSessions } from '~/platform/auth/customer-session.server';
import { spendAddressQuota } from '~/platform/rate-limit/address-quota.server';
import type { Result } from '~/platform/result';
import { accountHasPasskey } from './credentials.server';
import { hashToken, normaliseEmail } from './customers.server';
import { originPlaceholder, queueCustomerEmail, queueCustomerNotice, recentEmailsTo } from './customer-emails.server';

/*
 * A forgotten password: /forgot-password answers the same whatever the address, and writes one e-mail either way
 * (a link for an account, word that there is none otherwise), so neither the answer nor its timing tells. The link
 * is a 256-bit token stored hashed, valid 30 minutes, single use; setting the password ends every session and
 * bearer token of the account and sends a notice.
 *
 * A reset proves only that someone reads the mailbox. An account with a passkey is never reset by e-mail: its
 * owner signs in with the passkey and changes the password on the account page (or asks us), so a mailbox taken
 * over does not open an account its owner protected with a passkey.
 */

export const resetLinkLifetimeMs = 30 * 60_000;
/** Reset requests from one address. */
export const resetQuota = { form: 'customer-password-reset', max: 10, windowMs: 3_600_000 } as const;
/** Reset e-mails to one recipient an hour: more are silently not written. */
export const maxResetEmailsPerHour = 3;

const closing = ['If you did not ask for this, you can ignore this e-mail.', '', 'UPM Trading'];

/** Writes the reset e-mail for an address (a link only for a usable account without a passkey). */
export async function requestPasswordReset(
  db: Db,
  input: { email: string },
  meta: { ipHash: string; now?: Date },
): Promise<Result<null, { reason: 'rate-limited'; retryAfterMinutes: number }>> {
  const now = meta.now ?? new Date();
  const email = normaliseEmail(input.email);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + resetLinkLifetimeMs);
  const wait = await db.transaction(async (tx) => {
    const minutes = await spendAddressQuota(tx, resetQuota, meta.ipHash, now);
    if (minutes !== null) return minutes;
    const recent = await recentEmailsTo(tx, email, 'reset', new Date(now.getTime() - 3_600_000));
    const account = await tx.get<{ id: string }>(
      'SELECT id FROM customers WHERE email = ? AND disabled_at IS NULL AND deleted_at IS NULL',
      [email],
    );
    const passkey = account ? await accountHasPasskey(tx, account.id) : false;
    if (recent >= maxResetEmailsPerHour) return null;
    let text: string[];
    if (account && !passkey) {
      await tx.run(
        'INSERT INTO customer_password_resets (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
        [hashToken(token), account.id, now.toISOString(), expiresAt.toISOString()],
      );
      text = [
        'Hello,',
        '',
        `To choose a new password for your UPM Trading account, open this link: ${originPlaceholder}/reset-password?token=${token}`,
        '',
        'The link works once, for 30 minutes. Setting a new password signs you out everywhere.',
        ...closing,
      ];
    } else if (account) {
      text = [
        'Hello,',
        '',
        'Someone (perhaps you) asked to reset the password of your UPM Trading account. Your account signs in with a',
        'passkey, so it is not reset by e-mail: sign in with your passkey, then change the password on your account',
        `page (${originPlaceholder}/account). If you have lost your passkey, write to us: ${originPlaceholder}/contact`,
        '',
        ...closing,
      ];
    } else {
      text = [
        'Hello,',
        '',
        'Someone (perhaps you) asked to reset the password of a UPM Trading account with this e-mail address, but',
        'there is no account with it. Perhaps you signed up with another address?',
        '',
        `To open an account: ${originPlaceholder}/signup`,
        ...closing,
      ];
    }
    await queueCustomerEmail(
      tx,
      {
        kind: 'reset',
        email,
        subject: 'Resetting your UPM Trading password',
        text: text.join('\n'),
        expiresAt,
      },
      now,
    );
    return null;
  });
  return wait === null ? { ok: true, value: null } : { ok: false, reason: 'rate-limited', retryAfterMinutes: wait };
}

interface ResetRow {
  customer_id: string;
  email: string;
}

async function liveReset(db: Db, token: string, now: Date): Promise<ResetRow | undefined> {
  return db.get<ResetRow>(
    `SELECT r.customer_id, c.email FROM customer_password_resets r JOIN customers c ON c.id = r.customer_id
     WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND c.disabled_at IS NULL AND c.deleted_at IS NULL`,
    [hashToken(token), now.toISOString()],
  );
}

/** Whether a reset link still works (the page shows the form, or says the link is used or expired). */
export async function resetLinkIsLive(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  const row = await liveReset(db, token, now);
  return Boolean(row && !(await accountHasPasskey(db, row.customer_id)));
}

export type ResetFailure =
  | { reason: 'not-found'; problem: 'link' }
  | { reason: 'conflict'; problem: 'passkey' }
  | { reason: 'invalid'; problem: 'password'; message: string };

/** Sets the new password from a live link, once: ends every session and token of the account, sends a notice. */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string },
  options: { now?: Date; params?: ScryptParams } = {},
): Promise<Result<{ customerId: string }, ResetFailure>> {
  const now = options.now ?? new Date();
  const row = await liveReset(db, input.token, now);
  if (!row) return { ok: false, reason: 'not-found', problem: 'link' };
  if (await accountHasPasskey(db, row.customer_id)) return { ok: false, reason: 'conflict', problem: 'passkey' };
  const problem = passwordProblem(input.password, { who: 'customer', email: row.email });
  if (problem) return { ok: false, reason: 'invalid', problem: 'password', message: problem };
  const passwordHash = await hashPassword(input.password, options.params);
  const at = now.toISOString();
  const used = await db.transaction(async (tx) => {
    const claimed = await tx.run(
      'UPDATE customer_password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [at, hashToken(input.token), at],
    );
    if (claimed.changes !== 1) return false;
    // Every other link of the account dies with this one.
    await tx.run('UPDATE customer_password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL', [
      at,
      row.customer_id,
    ]);
    await tx.run(
      'UPDATE customers SET password_hash = ?, updated_at = ?, email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?',
      [passwordHash, at, at, row.customer_id],
    );
    await endCustomerSessions(tx, row.customer_id);
    await tx.run('UPDATE customer_tokens SET revoked_at = ? WHERE customer_id = ? AND revoked_at IS NULL', [
      at,
      row.customer_id,
    ]);
    await queueCustomerNotice(tx, row.email, 'The password of your UPM Trading account was reset', now);
    return true;
  });
  if (!used) return { ok: false, reason: 'not-found', problem: 'link' };
  return { ok: true, value: { customerId: row.customer_id } };
}
