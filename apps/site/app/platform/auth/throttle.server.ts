import { randomUUID } from 'node:crypto';
import { type Config, serverConfig } from '~/config.server';
import { addressGroup } from '~/platform/http/address-group.server';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import type { Db } from '~/platform/db/types';

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
 * - **username, from any IP**: 50 failures within an hour put the username over its cap, so a guess spread
 *   over many addresses still stops. Over the cap a lock-out would be a weapon (55 wrong passwords from 11
 *   addresses kept the owner out for an hour), so the cap does not refuse:
 *   - from a **known-good address**, one the username completed a sign-in from within 90 days (kept hashed, by
 *     group, in `sign_in_addresses`, written only once every step passed), it does not apply at all;
 *   - elsewhere, for an admin (`signIn`), the password is checked only beside a second factor's code and passes
 *     only if both are right; every other outcome, the password alone included, gets one answer, so the
 *     password cannot be guessed under the cap. A passkey signs in without the password, so it is not held up.
 *   `pnpm admin:unlock -- <username>` lifts the cap at once.
 * - **client IP, for any username**: 30 failures within an hour block the IP (one address spraying usernames).
 *
 * An address here is its group (`addressGroup`): an IPv6 /64 counts as one, as a subscriber usually holds a
 * whole /64 and would otherwise have 2^64 fresh addresses.
 *
 * What remains: under the cap, a customer and an admin without a second factor are refused from new addresses
 * until the hour passes (or `admin:unlock`); whoever shares a known-good address (one NAT) escapes the cap but
 * not the pair and address limits; and a right password under the cap costs the code check's database work
 * that a wrong one does not, a timing difference of a few queries against scrypt's own spread, each sample
 * paid with a counted attempt.
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
  /** How long an address a username signed in from stays known-good after that sign-in. */
  knownAddressMs: number;
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
    knownAddressMs: 90 * 86_400_000,
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

/**
 * A reserved password check: its row already counts as an attempt. `needsSecondFactor`: the username is over
 * its cap and this address is not known-good, so a correct password may pass only together with a valid second
 * factor (only when the caller offered one, see `reserveAttempt`).
 */
export type Reservation =
  | { allowed: true; attempt: Attempt; needsSecondFactor: boolean }
  | { allowed: false; retryAfterMs: number; limit: ThrottleLimit };

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

/** A key as it is counted: the username case-insensitively, the address by its group (an IPv6 /64 as one). */
const counted = (key: AttemptKey): AttemptKey => ({ username: usernameKey(key.username), ip: addressGroup(key.ip) });

/** The waits of each limit given the attempts in the database other than `ownId` (0: that limit holds). */
async function waits(db: Db, key: AttemptKey, nowMs: number, settings: ThrottleSettings, ownId = '') {
  const { username, ip } = counted(key);
  const capSince = nowMs - settings.capWindowMs;
  const pair = await attemptTimes(db, 'username = ? AND ip = ?', [username, ip], nowMs - settings.memoryMs, ownId);
  const byUsername = await attemptTimes(db, 'username = ?', [username], capSince, ownId);
  const byIp = await attemptTimes(db, 'ip = ?', [ip], capSince, ownId);
  return {
    pair: pairWait(pair, nowMs, settings),
    username: capWait(byUsername, settings.maxPerUsername, nowMs, settings),
    ip: capWait(byIp, settings.maxPerIp, nowMs, settings),
  } satisfies Record<ThrottleLimit, number>;
}

/** The longest of the given waits as a throttle state. */
function longest(found: Partial<Record<ThrottleLimit, number>>): ThrottleState {
  let worst: { limit: ThrottleLimit; ms: number } = { limit: 'pair', ms: 0 };
  for (const [limit, ms] of Object.entries(found) as Array<[ThrottleLimit, number]>) {
    if (ms > worst.ms) worst = { limit, ms };
  }
  return worst.ms > 0 ? { blocked: true, retryAfterMs: worst.ms, limit: worst.limit } : { blocked: false };
}

/** Each limit's wait, the username's cap lifted at a known-good address; `capped`: that cap holds here. */
async function assess(db: Db, key: AttemptKey, nowMs: number, settings: ThrottleSettings, ownId = '') {
  const found = await waits(db, key, nowMs, settings, ownId);
  const capped = found.username > 0 && !(await isKnownAddress(db, key, nowMs, settings));
  return { found: { ...found, username: capped ? found.username : 0 }, capped };
}

/** How long an attempt must wait given the attempts in the database other than `ownId`: the longest limit wins. */
async function evaluate(
  db: Db,
  key: AttemptKey,
  nowMs: number,
  settings: ThrottleSettings,
  ownId = '',
): Promise<ThrottleState> {
  return longest((await assess(db, key, nowMs, settings, ownId)).found);
}

/**
 * Reserves one password check before it runs: inserts the attempt, then counts with it included (see the
 * module comment for why that is atomic). Refused, the row is removed again, so waiting out a block is not
 * prolonged by the refused tries. Unknown usernames are counted the same way.
 *
 * The per-username cap never refuses from an address the username has signed in from (known-good). Elsewhere
 * it refuses, unless `secondFactor` says the caller can demand a second factor with the password: then the
 * check is allowed with `needsSecondFactor`, and the caller must not let a correct password alone through.
 */
export async function reserveAttempt(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
  options: { secondFactor?: boolean } = {},
): Promise<Reservation> {
  const attempt = { id: randomUUID(), key: counted(key) };
  await db.run('INSERT INTO login_attempts (id, username, ip, attempted_at) VALUES (?, ?, ?, ?)', [
    attempt.id,
    attempt.key.username,
    attempt.key.ip,
    now.toISOString(),
  ]);
  const { found, capped } = await assess(db, key, now.getTime(), settings, attempt.id);
  const state = longest(options.secondFactor ? { ...found, username: 0 } : found);
  if (!state.blocked) return { allowed: true, attempt, needsSecondFactor: capped };
  await db.run('DELETE FROM login_attempts WHERE id = ?', [attempt.id]);
  return { allowed: false, retryAfterMs: state.retryAfterMs, limit: state.limit };
}

/** A reserved attempt whose password was not checked after all (a second factor was due and not given). */
export async function releaseAttempt(db: Db, attempt: Attempt): Promise<void> {
  await db.run('DELETE FROM login_attempts WHERE id = ?', [attempt.id]);
}

const knownAddressHash = (db: Db, key: AttemptKey) => hashClientIp(db, addressGroup(key.ip));

/** Whether the username signed in from this address (group) within `knownAddressMs`. */
async function isKnownAddress(db: Db, key: AttemptKey, nowMs: number, settings: ThrottleSettings) {
  const row = await db.get(
    'SELECT 1 AS known FROM sign_in_addresses WHERE username = ? AND address_hash = ? AND signed_in_at > ?',
    [usernameKey(key.username), await knownAddressHash(db, key), iso(nowMs - settings.knownAddressMs)],
  );
  return Boolean(row);
}

/**
 * Remembers a completed sign-in's address (hashed, by group) as known-good for the username; call it only once
 * every step of the sign-in passed. Addresses unused for `knownAddressMs` are forgotten.
 */
export async function rememberSignInAddress(
  db: Db,
  key: AttemptKey,
  now: Date = new Date(),
  settings: ThrottleSettings = throttleSettings(),
): Promise<void> {
  await db.run('DELETE FROM sign_in_addresses WHERE signed_in_at < ?', [iso(now.getTime() - settings.knownAddressMs)]);
  await db.run(
    'INSERT INTO sign_in_addresses (username, address_hash, signed_in_at) VALUES (?, ?, ?) ON CONFLICT (username, address_hash) DO UPDATE SET signed_in_at = excluded.signed_in_at',
    [usernameKey(key.username), await knownAddressHash(db, key), now.toISOString()],
  );
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
  await db.run('DELETE FROM login_attempts WHERE username = ? AND ip = ?', [attempt.key.username, attempt.key.ip]);
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
