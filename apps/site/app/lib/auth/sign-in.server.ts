import type { Db } from '../db/types';
import { type Admin, findAdminByUsername, recordLogin } from './admins.server';
import { logEvent } from '../../http/log.server';
import { type ScryptParams, maxPasswordLength, verifyAgainstDummy, verifyPassword } from './password.server';
import {
  type ThrottleSettings,
  attemptFailed,
  attemptSucceeded,
  reserveAttempt,
  throttleSettings,
} from './throttle.server';

export type SignInResult =
  | { ok: true; admin: Admin }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/**
 * Checks a username and password (spec §5: exact match), throttled per (username, IP) with growing
 * delays, per username and per IP (throttle.server.ts). The attempt is reserved before the password is
 * checked, so parallel guesses cannot all slip through. Unknown usernames take the same path (a dummy
 * hash is verified), so neither the answer nor its timing tells whether the account exists. Every
 * outcome is logged without the password.
 */
export async function signIn(
  db: Db,
  input: { username: string; password: string; ip: string },
  options: {
    now?: Date;
    settings?: ThrottleSettings;
    /** Cost of the dummy hash (tests); defaults to the production cost. */ params?: ScryptParams;
  } = {},
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? throttleSettings();
  const key = { username: input.username, ip: input.ip };
  const reservation = await reserveAttempt(db, key, now, settings);
  if (!reservation.allowed) {
    logEvent('admin.sign_in_throttled', {
      username: input.username,
      ip: input.ip,
      retryAfterMs: reservation.retryAfterMs,
      limit: reservation.limit,
    });
    return { ok: false, reason: 'throttled', retryAfterMs: reservation.retryAfterMs };
  }
  const admin = input.username.length <= 256 ? await findAdminByUsername(db, input.username) : undefined;
  const valid =
    admin && input.password.length <= maxPasswordLength
      ? await verifyPassword(input.password, admin.passwordHash)
      : await verifyAgainstDummy(input.password, options.params);
  // A disabled admin gets the same answer as a wrong password (and the hash was checked all the same).
  if (!admin || !valid || admin.disabledAt) {
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
    return { ok: false, reason: 'invalid' };
  }
  await attemptSucceeded(db, reservation.attempt);
  await recordLogin(db, admin.id, now);
  logEvent('admin.sign_in', { username: admin.username, adminId: admin.id, ip: input.ip });
  const { passwordHash: _hash, ...publicAdmin } = admin;
  return { ok: true, admin: publicAdmin };
}
