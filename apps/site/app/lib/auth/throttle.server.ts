import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types';

type Env = Record<string, string | undefined>;

export interface ThrottleSettings {
  /** Failures within the window that block further sign-ins. */
  maxFailures: number;
  windowMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** 5 failures in 15 minutes (issue 5); LOGIN_MAX_FAILURES and LOGIN_WINDOW_MINUTES override. */
export function throttleSettings(env: Env = process.env): ThrottleSettings {
  return {
    maxFailures: Math.floor(positive(env.LOGIN_MAX_FAILURES, 5)),
    windowMs: positive(env.LOGIN_WINDOW_MINUTES, 15) * 60_000,
  };
}

/** Usernames are throttled case-insensitively, so `Admin` and `admin` share one counter. */
const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 256);

export interface AttemptKey {
  username: string;
  ip: string;
}

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterMs: number };

async function blockedFor(db: Db, column: 'username' | 'ip', value: string, now: Date, settings: ThrottleSettings) {
  const since = new Date(now.getTime() - settings.windowMs).toISOString();
  const rows = await db.all<{ attempted_at: string }>(
    `SELECT attempted_at FROM login_attempts WHERE ${column} = ? AND attempted_at > ? ORDER BY attempted_at`,
    [value, since],
  );
  if (rows.length < settings.maxFailures) return 0;
  // Unblocked once enough of the oldest failures have left the window.
  const freeing = rows[rows.length - settings.maxFailures]!;
  return Date.parse(freeing.attempted_at) + settings.windowMs - now.getTime();
}

/**
 * Whether sign-in is blocked for this username or this IP. Checked before the password, so while
 * blocked even the correct password is refused; unknown usernames are counted the same way.
 */
export async function checkThrottle(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<ThrottleState> {
  const retryAfterMs = Math.max(
    await blockedFor(db, 'username', usernameKey(key.username), now, settings),
    await blockedFor(db, 'ip', key.ip, now, settings),
  );
  return retryAfterMs > 0 ? { blocked: true, retryAfterMs } : { blocked: false };
}

/** Records a failed sign-in; returns true when this failure starts a lockout (for the log). */
export async function recordFailure(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<boolean> {
  await db.run('INSERT INTO login_attempts (id, username, ip, attempted_at) VALUES (?, ?, ?, ?)', [
    randomUUID(),
    usernameKey(key.username),
    key.ip,
    now.toISOString(),
  ]);
  // Old rows are useless to the throttle; trimming here keeps the table small without a timer.
  await db.run('DELETE FROM login_attempts WHERE attempted_at < ?', [
    new Date(now.getTime() - settings.windowMs).toISOString(),
  ]);
  return (await checkThrottle(db, key, now, settings)).blocked;
}

/** A successful sign-in clears that username's failures (the IP's stay counted). */
export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.run('DELETE FROM login_attempts WHERE username = ?', [usernameKey(username)]);
}

/** The 429 message: 'Too many attempts. Try again in N minutes.' (N rounded up). */
export function throttleMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
