import type { Db } from '~/platform/db/types';
import { logEvent } from '~/platform/http/log.server';
import {
  type ThrottleSettings,
  attemptFailed,
  attemptSucceeded,
  reserveAttempt,
  throttleSettings,
} from '~/platform/auth/throttle.server';
import { spendRecoveryCode } from './recovery-codes.server';
import { checkTotpCode } from './totp.server';

export type SecondStepResult =
  | { ok: true; factor: 'totp' | 'recovery' }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/**
 * The throttle key of an admin's second step: the same limits as the password (throttle.server.ts), counted
 * apart from it. Usernames cannot contain `:`, so no password key can collide with it.
 */
export const secondStepKey = (username: string, ip: string) => ({ username: `2fa:${username}`, ip });

/**
 * Checks a TOTP code or a recovery code for an admin who passed the password, throttled like the password:
 * the attempt is reserved before the check, so parallel guesses cannot all slip through. Nothing secret is logged.
 */
export async function checkSecondStep(
  db: Db,
  input: { admin: { id: string; username: string }; code: string; ip: string },
  options: { now?: Date; settings?: ThrottleSettings } = {},
): Promise<SecondStepResult> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? throttleSettings();
  const who = { username: input.admin.username, adminId: input.admin.id, ip: input.ip };
  const reservation = await reserveAttempt(db, secondStepKey(input.admin.username, input.ip), now, settings);
  if (!reservation.allowed) {
    logEvent('admin.second_step_throttled', { ...who, retryAfterMs: reservation.retryAfterMs });
    return { ok: false, reason: 'throttled', retryAfterMs: reservation.retryAfterMs };
  }
  const code = input.code.trim().slice(0, 64);
  // Six digits are an app's code; anything else is tried as a recovery code.
  const factor = /^\d{3}\s?\d{3}$/.test(code) ? 'totp' : 'recovery';
  const valid =
    factor === 'totp'
      ? await checkTotpCode(db, input.admin.id, code, { now })
      : await spendRecoveryCode(db, input.admin.id, code, now);
  if (!valid) {
    const next = await attemptFailed(db, reservation.attempt, now, settings);
    logEvent('admin.second_step_failed', who);
    if (next.blocked) logEvent('admin.lockout', { ...who, step: 'second', retryAfterMs: next.retryAfterMs });
    return { ok: false, reason: 'invalid' };
  }
  await attemptSucceeded(db, reservation.attempt);
  logEvent('admin.second_step', { ...who, factor });
  return { ok: true, factor };
}
