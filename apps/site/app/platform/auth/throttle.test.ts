import { readConfig } from '~/config.server';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '~/platform/db/db.server';
import { testPostgresUrl } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import {
  type AttemptKey,
  attemptFailed,
  attemptSucceeded,
  checkThrottle,
  reserveAttempt,
  throttleMessage,
  throttleSettings,
  unlockUsername,
} from './throttle.server';
import { freshDialects } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
const settings = throttleSettings(readConfig({}).signIn);
const minute = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + minutes * minute);

/** One attempt whose password check fails; returns what the next attempt faces, or 'refused'. */
async function fail(db: Db, key: AttemptKey, when: Date) {
  const reservation = await reserveAttempt(db, key, when, settings);
  if (!reservation.allowed) return 'refused' as const;
  return attemptFailed(db, reservation.attempt, when, settings);
}

/** Two "instances" on one new database: separate handles (SQLite) or connection pools (PostgreSQL). */
async function twoInstances(name: 'sqlite' | 'postgres'): Promise<[Db, Db]> {
  if (name === 'sqlite') {
    const url = `file:${join(mkdtempSync(join(tmpdir(), 'upm-throttle-')), 'test.db')}`;
    const first = await openDatabase(url);
    return [first, await openDatabase(url)];
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const first = await openDatabase(testPostgresUrl, { schema });
  const second = await openDatabase(testPostgresUrl, { schema });
  const close = first.close;
  return [{ ...first, close: async () => (await first.exec(`DROP SCHEMA "${schema}" CASCADE`), close()) }, second];
}

describe.each(dialects)('sign-in throttle on $name', ({ name, fresh, closeAll }) => {
  afterAll(closeAll);

  it('gives a (username, IP) pair 5 free failures, then waits 1, 2, 4, 8 minutes, at most 15', async () => {
    const db = await fresh();
    const key = { username: 'alice', ip: '203.0.113.1' };
    for (let i = 0; i < 4; i++) expect(await fail(db, key, at(0))).toEqual({ blocked: false });
    expect(await fail(db, { username: 'ALICE', ip: '203.0.113.1' }, at(0))).toEqual({
      blocked: true,
      retryAfterMs: minute,
      limit: 'pair',
    });
    const waits: number[] = [];
    let now = 1;
    for (let i = 0; i < 6; i++) {
      expect(await fail(db, key, at(now - 0.01)), `just before the wait ends (${now} min)`).toBe('refused');
      const next = await fail(db, key, at(now));
      if (next === 'refused' || !next.blocked) throw new Error(`expected a wait after the failure at ${now} min`);
      waits.push(next.retryAfterMs / minute);
      now += next.retryAfterMs / minute;
    }
    expect(waits).toEqual([2, 4, 8, 15, 15, 15]);
  });

  it('does not lock the username out from another IP, nor the IP for another username', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) await fail(db, { username: 'alice', ip: '198.51.100.66' }, at(0));
    expect(await checkThrottle(db, { username: 'alice', ip: '198.51.100.66' }, at(0.5), settings)).toMatchObject({
      blocked: true,
    });
    expect(await checkThrottle(db, { username: 'alice', ip: '203.0.113.7' }, at(0.5), settings)).toEqual({
      blocked: false,
    });
    expect(await checkThrottle(db, { username: 'bob', ip: '198.51.100.66' }, at(0.5), settings)).toEqual({
      blocked: false,
    });
  });

  it("does not prolong a wait for refused attempts, and forgets a pair's failures after 24 hours", async () => {
    const db = await fresh();
    const key = { username: 'carol', ip: '192.0.2.3' };
    for (let i = 0; i < 5; i++) await fail(db, key, at(0));
    for (let i = 0; i < 20; i++) expect(await fail(db, key, at(0.5))).toBe('refused');
    expect((await reserveAttempt(db, key, at(1), settings)).allowed).toBe(true);
    expect((await reserveAttempt(db, key, at(24 * 60 + 0.5), settings)).allowed).toBe(true);
  });

  it("a success forgets the pair's failures; those from other IPs stay counted", async () => {
    const db = await fresh();
    for (let i = 0; i < 4; i++) {
      await fail(db, { username: 'dave', ip: '192.0.2.10' }, at(0));
      await fail(db, { username: 'dave', ip: '192.0.2.20' }, at(0));
    }
    const reservation = await reserveAttempt(db, { username: 'Dave', ip: '192.0.2.10' }, at(1), settings);
    if (!reservation.allowed) throw new Error('expected the fifth attempt to be allowed');
    await attemptSucceeded(db, reservation.attempt);
    const left = await db.all<{ ip: string }>('SELECT ip FROM login_attempts WHERE username = ?', ['dave']);
    expect(left.map((row) => row.ip)).toEqual(Array(4).fill('192.0.2.20'));
  });

  it('blocks a username guessed from 50 IPs within an hour everywhere, until unlockUsername', async () => {
    const db = await fresh();
    for (let i = 0; i < 50; i++) await fail(db, { username: 'erin', ip: `10.0.${i}.1` }, at(i / 2));
    const blocked = await reserveAttempt(db, { username: 'erin', ip: '203.0.113.99' }, at(30), settings);
    expect(blocked).toEqual({ allowed: false, retryAfterMs: 30 * minute, limit: 'username' });
    expect(await unlockUsername(db, ' ERIN ')).toBe(50);
    expect((await reserveAttempt(db, { username: 'erin', ip: '203.0.113.99' }, at(30), settings)).allowed).toBe(true);
  });

  it('blocks an IP that failed for 30 usernames within an hour, for every username', async () => {
    const db = await fresh();
    for (let i = 0; i < 30; i++) await fail(db, { username: `user${i}`, ip: '192.0.2.200' }, at(i));
    expect(await reserveAttempt(db, { username: 'frank', ip: '192.0.2.200' }, at(30), settings)).toEqual({
      allowed: false,
      retryAfterMs: 30 * minute,
      limit: 'ip',
    });
    expect((await reserveAttempt(db, { username: 'frank', ip: '192.0.2.201' }, at(30), settings)).allowed).toBe(true);
  });

  it('lets at most 5 of 40 parallel attempts for one pair through, spread over two instances', async () => {
    const instances = await twoInstances(name);
    try {
      const key = { username: 'grace', ip: '203.0.113.40' };
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => reserveAttempt(instances[i % 2]!, key, at(0), settings)),
      );
      const allowed = results.filter((result) => result.allowed);
      expect(allowed.length).toBeLessThanOrEqual(5);
      // Refused attempts leave no row behind; the allowed ones' rows are their (pending) failures.
      expect(await instances[0].get('SELECT COUNT(*) AS n FROM login_attempts')).toEqual({ n: allowed.length });
    } finally {
      for (const db of instances) await db.close();
    }
  });
});

describe('throttle settings and message', () => {
  it('defaults to 5 free failures, waits from 1 to 15 minutes, caps of 50 per username and 30 per IP an hour', () => {
    expect(throttleSettings(readConfig({}).signIn)).toEqual({
      maxFailures: 5,
      firstDelayMs: 60_000,
      maxDelayMs: 900_000,
      memoryMs: 86_400_000,
      maxPerUsername: 50,
      maxPerIp: 30,
      capWindowMs: 3_600_000,
      knownAddressMs: 90 * 86_400_000,
    });
    expect(throttleSettings(readConfig({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '0.5' }).signIn)).toMatchObject(
      {
        maxFailures: 3,
        maxDelayMs: 30_000,
      },
    );
  });

  it("says 'Too many attempts. Try again in N minutes.' with N rounded up", () => {
    expect(throttleMessage(10 * 60_000)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(throttleMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(throttleMessage(5_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
