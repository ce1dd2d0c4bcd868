import { randomUUID } from 'node:crypto';
import { type Config, serverConfig } from '../../config.server';
import type { Db } from '../db/types';

/**
 * The sign-in throttle (admin and customer sign-in). Every attempt is a row in `login_attempts`, so the
 * counts are shared by every instance on the database.
 *
 * Three limits, each failure counting toward all three:
 * - **(username, client IP)**: the first 5 failures (LOGIN_MAX_FAILURES) are free; after the 5th that pair
 *   waits 1 minute, after each further one twice as long as before (2, 4, 8 minutes...) up to 15 minutes
 *   (LOGIN_WINDOW_MINUTES). A pair's failures are forgotten after 24 hours, at a successful sign-in from the
 *   pair, or by `pnpm admin:unlock`. Only the pair waits: a guesser elsewhere cannot lock the admin out of
 *   the admin's own address (the lock-out no longer works as a weapon).
 * - **username, from any IP**: 50 failures within an hour block the username everywhere, so a guess spread
 *   over many addresses still slows down. `pnpm admin:unlock -- <username>` lifts it at once.
 * - **client IP, for any username**: 30 failures within an hour block the IP (one address spraying usernames).
 *
 * Atomic without locks: an attempt first inserts its row (committed at once), then counts the rows that
 * include its own. It may check the password only when the limits hold with its own row counted; otherwise
 * it deletes its row and is refused. Of any burst, the k-th row to commit sees at least k rows (all committed
 * before its count), so at most 5 of 40 parallel guesses reach the password check, whichever instance and
 * engine they run on; once a wait is over, a parallel attempt's row is as new as one's own and restarts the
 * wait, so at most one passes. (A burst whose rows all land before any count is refused whole: fail-closed.)
 * An attempt in flight counts as a failure until it ends; a checked attempt's row stays as its failure, and a
 * success deletes the pair's rows.
 */

export interface ThrottleSettings {
  /** Failures one username may have from one IP before it waits (LOGIN_MAX_FAILURES). */
  maxFailures: number;
  /** The wait after those; each further failure doubles it. */
  firstDelayMs: number;
  /** The longest wait of a (username, IP) pair (LOGIN_WINDOW_MINUTES). */
  maxDelayMs: number;
  /** How long a pair's failures are remembered without a success. */
  memoryMs: number;
  /** Failures of one username (from every IP) within `capWindowMs` that block it everywhere. */
  maxPerUsername: number;
  /** Failures from one IP (for every username) within `capWindowMs` that block it. */
  maxPerIp: number;
  capWindowMs: number;
}

/** The defaults documented above; LOGIN_MAX_FAILURES and LOGIN_WINDOW_MINUTES (app/config.server.ts) set the pair's two. */
export function throttleSettings(signIn: Config['signIn'] = serverConfig().signIn): ThrottleSettings {
  return {
    maxFailures: signIn.maxFailures,
    firstDelayMs: 60_000,
    maxDelayMs: signIn.maxDelayMs,
    memoryMs: 24 * 3_600_000,
    maxPerUsername: 50,
    maxPerIp: 30,
    capWindowMs: 3_600_000,
  };
}

/** Usernames are throttled case-insensitively, so `Admin` and `admin` share one counter. */
const usernameKey = (username: string) => username.trim().toLowerCase().slice(0, 256);

export interface AttemptKey {
  username: string;
  ip: string;
}

/** Which limit refused: the (username, IP) pair's delay, or the per-username or per-IP cap. */
export type ThrottleLimit = 'pair' | 'username' | 'ip';

export type ThrottleState = { blocked: false } | { blocked: true; retryAfterMs: number; limit: ThrottleLimit };

/** A reserved password check: its row already counts as an attempt. */
export interface Attempt {
  id: string;
  key: AttemptKey;
}

export type Reservation =
  { allowed: true; attempt: Attempt } | { allowed: false; retryAfterMs: number; limit: ThrottleLimit };

const iso = (ms: number) => new Date(ms).toISOString();

/** Times (ms, oldest first) of the attempts matching `where` since `sinceMs`, leaving out `exceptId`. */
async function attemptTimes(db: Db, where: string, params: unknown[], sinceMs: number, exceptId: string) {
  const rows = await db.all<{ attempted_at: string }>(
    `SELECT attempted_at FROM login_attempts WHERE ${where} AND attempted_at > ? AND id <> ? ORDER BY attempted_at`,
    [...params, iso(sinceMs), exceptId],
  );
  return rows.map((row) => Date.parse(row.attempted_at));
}

/** The pair's wait: none for the first failures, then firstDelay doubling per failure, from the latest one. */
function pairWait(times: number[], nowMs: number, settings: ThrottleSettings): number {
  if (times.length < settings.maxFailures) return 0;
  const delay = Math.min(settings.maxDelayMs, settings.firstDelayMs * 2 ** (times.length - settings.maxFailures));
  // A concurrent attempt's row is as new as ours (or newer): it always makes this one wait.
  return Math.max(0, times[times.length - 1]! + delay - nowMs);
}

/** A cap's wait: until enough of the oldest failures have left the window to go below the cap. */
function capWait(times: number[], cap: number, nowMs: number, settings: ThrottleSettings): number {
  if (times.length < cap) return 0;
  return Math.max(0, times[times.length - cap]! + settings.capWindowMs - nowMs);
}

/** How long an attempt must wait given the attempts in the database other than `ownId`: the longest limit wins. */
async function evaluate(
  db: Db,
  key: AttemptKey,
  nowMs: number,
  settings: ThrottleSettings,
  ownId = '',
): Promise<ThrottleState> {
  const username = usernameKey(key.username);
  const capSince = nowMs - settings.capWindowMs;
  const pair = await attemptTimes(db, 'username = ? AND ip = ?', [username, key.ip], nowMs - settings.memoryMs, ownId);
  const byUsername = await attemptTimes(db, 'username = ?', [username], capSince, ownId);
  const byIp = await attemptTimes(db, 'ip = ?', [key.ip], capSince, ownId);
  const waits: Array<{ limit: ThrottleLimit; ms: number }> = [
    { limit: 'pair', ms: pairWait(pair, nowMs, settings) },
    { limit: 'username', ms: capWait(byUsername, settings.maxPerUsername, nowMs, settings) },
    { limit: 'ip', ms: capWait(byIp, settings.maxPerIp, nowMs, settings) },
  ];
  const longest = waits.reduce((a, b) => (b.ms > a.ms ? b : a));
  return longest.ms > 0 ? { blocked: true, retryAfterMs: longest.ms, limit: longest.limit } : { blocked: false };
}

/**
 * Reserves one password check before it runs: inserts the attempt, then counts with it included (see the
 * module comment for why that is atomic). Refused, the row is removed again, so waiting out a block is not
 * prolonged by the refused tries. Unknown usernames are counted the same way.
 */
export async function reserveAttempt(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<Reservation> {
  const attempt = { id: randomUUID(), key };
  await db.run('INSERT INTO login_attempts (id, username, ip, attempted_at) VALUES (?, ?, ?, ?)', [
    attempt.id,
    usernameKey(key.username),
    key.ip,
    now.toISOString(),
  ]);
  const state = await evaluate(db, key, now.getTime(), settings, attempt.id);
  if (!state.blocked) return { allowed: true, attempt };
  await db.run('DELETE FROM login_attempts WHERE id = ?', [attempt.id]);
  return { allowed: false, retryAfterMs: state.retryAfterMs, limit: state.limit };
}

/**
 * The reserved check failed: its row stays as the failure. Returns what the next attempt from the same
 * pair now faces (blocked means this failure started a wait, for the log).
 */
export async function attemptFailed(
  db: Db,
  attempt: Attempt,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<ThrottleState> {
  // Old rows are useless to the throttle; trimming here keeps the table small without a timer.
  await db.run('DELETE FROM login_attempts WHERE attempted_at < ?', [
    iso(now.getTime() - Math.max(settings.memoryMs, settings.capWindowMs)),
  ]);
  return evaluate(db, attempt.key, now.getTime(), settings);
}

/**
 * The reserved check succeeded: forgets the failures of this (username, IP) pair. Those from other IPs
 * stay counted, so the owner signing in does not reset a distributed guess at the username.
 */
export async function attemptSucceeded(db: Db, attempt: Attempt): Promise<void> {
  await db.run('DELETE FROM login_attempts WHERE username = ? AND ip = ?', [
    usernameKey(attempt.key.username),
    attempt.key.ip,
  ]);
}

/** Whether an attempt now would be refused, without reserving one. */
export function checkThrottle(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<ThrottleState> {
  return evaluate(db, key, now.getTime(), settings);
}

/** `pnpm admin:unlock`: forgets every failure of a username, from every IP. Returns how many were removed. */
export async function unlockUsername(db: Db, username: string): Promise<number> {
  return (await db.run('DELETE FROM login_attempts WHERE username = ?', [usernameKey(username)])).changes;
}

/** The 429 message: 'Too many attempts. Try again in N minutes.' (N rounded up). */
export function throttleMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
