import { recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { findAdminByUsername } from '~/platform/auth/admins.server';
import {
  type ScryptParams,
  hashPassword,
  maxPasswordLength,
  passwordProblem,
  verifyPassword,
} from '~/platform/auth/password.server';
import { endOtherSessions } from './session-list.server';
import { attemptFailed, attemptSucceeded, reserveAttempt, throttleSettings } from '~/platform/auth/throttle.server';

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Failure = { reason: 'invalid'; fieldErrors: Partial<Record<PasswordChangeField, string>> };

export const passwordChangeMessages = {
  currentWrong: 'The current password is not correct.',
  throttled: 'Too many wrong passwords. Try again later.',
  mismatch: 'The two new passwords do not match.',
  same: 'The new password must differ from the current one.',
} as const;

/**
 * Changes an admin's password: the current one must be right (checked under the sign-in throttle, so a
 * borrowed session cannot guess it freely), the new one must meet the password policy. Every other session
 * of the admin ends; the one making the change stays. Audited without either password.
 */
export async function changePassword(
  db: Db,
  input: {
    admin: { id: string; username: string };
    keepSessionIdHash: string;
    ip: string;
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  },
  options: { params?: ScryptParams; now?: Date } = {},
): Promise<Result<{ endedSessions: number }, Failure>> {
  const stored = await findAdminByUsername(db, input.admin.username);
  if (!stored)
    return { ok: false, reason: 'invalid', fieldErrors: { currentPassword: passwordChangeMessages.currentWrong } };
  const now = options.now ?? new Date();
  const settings = throttleSettings();
  const reservation = await reserveAttempt(db, { username: stored.username, ip: input.ip }, now, settings);
  if (!reservation.allowed) {
    return { ok: false, reason: 'invalid', fieldErrors: { currentPassword: passwordChangeMessages.throttled } };
  }
  const currentOk =
    input.currentPassword.length <= maxPasswordLength &&
    (await verifyPassword(input.currentPassword, stored.passwordHash));
  if (!currentOk) {
    await attemptFailed(db, reservation.attempt, now, settings);
    return { ok: false, reason: 'invalid', fieldErrors: { currentPassword: passwordChangeMessages.currentWrong } };
  }
  await attemptSucceeded(db, reservation.attempt);
  const problem =
    input.newPassword === input.currentPassword
      ? passwordChangeMessages.same
      : passwordProblem(input.newPassword, { who: 'admin', username: stored.username, email: stored.email });
  if (problem) return { ok: false, reason: 'invalid', fieldErrors: { newPassword: problem } };
  if (input.confirmPassword !== input.newPassword) {
    return { ok: false, reason: 'invalid', fieldErrors: { confirmPassword: passwordChangeMessages.mismatch } };
  }
  const hash = await hashPassword(input.newPassword, options.params);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.run('UPDATE admins SET password_hash = ? WHERE id = ?', [hash, stored.id]);
    const ended = await endOtherSessions(tx, stored.id, input.keepSessionIdHash);
    await recordAudit(tx, {
      admin: input.admin,
      action: 'admin.password_change',
      entity: 'admin',
      entityId: stored.id,
      before: null,
      after: { endedSessions: ended },
      at: now,
    });
    return ended;
  });
  return { ok: true, value: { endedSessions } };
}
