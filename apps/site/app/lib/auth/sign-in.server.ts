import type { Db } from '../db/types';
import { type Admin, findAdminByUsername, recordLogin } from './admins.server';
import { logEvent } from './log.server';
import { type ScryptParams, maxPasswordLength, verifyAgainstDummy, verifyPassword } from './password.server';
import {
  type ThrottleSettings,
  checkThrottle,
  clearFailures,
  recordFailure,
  throttleSettings,
} from './throttle.server';

export type SignInResult =
  | { ok: true; admin: Admin }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number };

/**
 * Checks a username and password (spec §5: exact match), throttled per username and per IP.
 * Unknown usernames take the same path (a dummy hash is verified), so neither the answer nor its
 * timing tells whether the account exists. Every outcome is logged without the password.
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
  const throttle = await checkThrottle(db, key, now, settings);
  if (throttle.blocked) {
    logEvent('admin.sign_in_throttled', {
      username: input.username,
      ip: input.ip,
      retryAfterMs: throttle.retryAfterMs,
    });
    return { ok: false, reason: 'throttled', retryAfterMs: throttle.retryAfterMs };
  }
  const admin = input.username.length <= 256 ? await findAdminByUsername(db, input.username) : undefined;
  const valid =
    admin && input.password.length <= maxPasswordLength
      ? await verifyPassword(input.password, admin.passwordHash)
      : await verifyAgainstDummy(input.password, options.params);
  if (!admin || !valid) {
    const lockedOut = await recordFailure(db, key, now, settings);
    logEvent('admin.sign_in_failed', { username: input.username, ip: input.ip });
    if (lockedOut) logEvent('admin.lockout', { username: input.username, ip: input.ip });
    return { ok: false, reason: 'invalid' };
  }
  await clearFailures(db, input.username);
  await recordLogin(db, admin.id, now);
  logEvent('admin.sign_in', { username: admin.username, adminId: admin.id, ip: input.ip });
  const { passwordHash: _hash, ...publicAdmin } = admin;
  return { ok: true, admin: publicAdmin };
}
