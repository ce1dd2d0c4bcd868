import type { Db } from '~/platform/db/types';
import { type Admin, findAdminByUsername, recordLogin } from '~/platform/auth/admins.server';
import { logEvent } from '~/platform/http/log.server';
import { checkSecondStep } from './factors/second-step.server';
import {
  type ScryptParams,
  maxPasswordLength,
  verifyAgainstDummy,
  verifyPassword,
} from '~/platform/auth/password.server';
import {
  type ThrottleSettings,
  attemptFailed,
  attemptSucceeded,
  releaseAttempt,
  reserveAttempt,
  throttleSettings,
} from '~/platform/auth/throttle.server';

export type SignInResult =
  /** `factor`: the second factor already checked with the password (under the username cap), if any. */
  | { ok: true; admin: Admin; factor?: 'totp' | 'recovery' }
  | { ok: false; reason: 'invalid' }
  /** Under the username cap from an unknown address: nothing passes without a second factor's code. */
  | { ok: false; reason: 'second-factor-required' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/**
 * Checks a username and password (exact match, as the original's sign-in did), throttled per (username, IP) with growing
 * delays, per username and per IP (../../platform/auth/throttle.server.ts). The attempt is reserved before the password is
 * checked, so parallel guesses cannot all slip through. Unknown usernames take the same path (a dummy
 * hash is verified), so neither the answer nor its timing tells whether the account exists. Every
 * outcome is logged without the password.
 *
 * Over the per-username cap, from an address the username never signed in from, a password alone proves
 * nothing: without `code` it is not even checked ('second-factor-required'), and with one it passes only if
 * the code (an app's or a recovery code) is valid too; every other outcome gives that same answer, so the cap
 * still stops a guess at the password, but not the owner holding the second factor.
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string; ip: string; code?: string },
  options: {
    now?: Date;
    settings?: ThrottleSettings;
    /** Cost of the dummy hash (tests); defaults to the production cost. */ params?: ScryptParams;
  } = {},
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? throttleSettings();
  const key = { username: input.username, ip: input.ip };
  const reservation = await reserveAttempt(db, key, now, settings, { secondFactor: true });
  if (!reservation.allowed) {
    logEvent('admin.sign_in_throttled', {
      username: input.username,
      ip: input.ip,
      retryAfterMs: reservation.retryAfterMs,
      limit: reservation.limit,
    });
    return { ok: false, reason: 'throttled', retryAfterMs: reservation.retryAfterMs };
  }
  const code = input.code?.trim() ?? '';
  if (reservation.needsSecondFactor && !code) {
    await releaseAttempt(db, reservation.attempt);
    logEvent('admin.sign_in_throttled', { username: input.username, ip: input.ip, limit: 'username' });
    return { ok: false, reason: 'second-factor-required' };
  }
  const admin = input.username.length <= 256 ? await findAdminByUsername(db, input.username) : undefined;
  const valid =
    admin && input.password.length <= maxPasswordLength
      ? await verifyPassword(input.password, admin.passwordHash)
      : await verifyAgainstDummy(input.password, options.params);
  // A disabled admin gets the same answer as a wrong password (and the hash was checked all the same).
  const passed = admin && valid && !admin.disabledAt ? admin : undefined;
  // Under the cap the code is checked only after a correct password, so guesses never reach the code's throttle.
  const second =
    passed && reservation.needsSecondFactor
      ? await checkSecondStep(db, { admin: passed, code, ip: input.ip }, { now, settings })
      : undefined;
  if (!passed || (second && !second.ok)) {
    const next = await attemptFailed(db, reservation.attempt, now, settings);
    logEvent('admin.sign_in_failed', { username: input.username, ip: input.ip });
    if (next.blocked) {
      // `limit: 'username'` means a distributed guess: `pnpm admin:unlock` lifts it.
      logEvent('admin.lockout', {
        username: input.username,
        ip: input.ip,
        retryAfterMs: next.retryAfterMs,
        limit: next.limit,
      });
    }
    return reservation.needsSecondFactor
      ? { ok: false, reason: 'second-factor-required' }
      : { ok: false, reason: 'invalid' };
  }
  await attemptSucceeded(db, reservation.attempt);
  await recordLogin(db, passed.id, now);
  logEvent('admin.sign_in', { username: passed.username, adminId: passed.id, ip: input.ip });
  const { passwordHash: _hash, ...publicAdmin } = passed;
  return second?.ok ? { ok: true, admin: publicAdmin, factor: second.factor } : { ok: true, admin: publicAdmin };
}
