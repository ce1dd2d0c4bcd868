import { afterAll, describe, expect, it } from 'vitest';
import { checkThrottle, clearFailures, recordFailure, throttleMessage, throttleSettings } from './throttle.server';
import { authDialects } from './test-helpers.server';

const dialects = await authDialects();
const settings = { maxFailures: 5, windowMs: 15 * 60_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + minutes * 60_000);

describe.each(dialects)('sign-in throttle on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('blocks a username after 5 failures in 15 minutes, from any IP, until the oldest leaves the window', async () => {
    const db = await fresh();
    for (let i = 0; i < 4; i++) {
      expect(await recordFailure(db, { username: 'alice', ip: `203.0.113.${i}` }, at(i), settings)).toBe(false);
    }
    expect((await checkThrottle(db, { username: 'alice', ip: '198.51.100.1' }, at(4), settings)).blocked).toBe(false);
    expect(await recordFailure(db, { username: 'ALICE', ip: '203.0.113.9' }, at(4), settings)).toBe(true);
    const state = await checkThrottle(db, { username: 'Alice', ip: '198.51.100.1' }, at(5), settings);
    expect(state).toEqual({ blocked: true, retryAfterMs: 10 * 60_000 });
    expect((await checkThrottle(db, { username: 'alice', ip: '198.51.100.1' }, at(15.01), settings)).blocked).toBe(
      false,
    );
    expect((await checkThrottle(db, { username: 'bob', ip: '198.51.100.1' }, at(5), settings)).blocked).toBe(false);
  });

  it('blocks an IP after 5 failures whatever the usernames (unknown ones included)', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) await recordFailure(db, { username: `nobody${i}`, ip: '192.0.2.1' }, at(i), settings);
    const state = await checkThrottle(db, { username: 'real-admin', ip: '192.0.2.1' }, at(5), settings);
    expect(state.blocked).toBe(true);
    expect((await checkThrottle(db, { username: 'real-admin', ip: '192.0.2.2' }, at(5), settings)).blocked).toBe(false);
  });

  it("clears a username's failures after a successful sign-in", async () => {
    const db = await fresh();
    for (let i = 0; i < 4; i++) await recordFailure(db, { username: 'carol', ip: `192.0.2.${i}` }, at(i), settings);
    await clearFailures(db, 'Carol');
    await recordFailure(db, { username: 'carol', ip: '192.0.2.50' }, at(5), settings);
    expect((await checkThrottle(db, { username: 'carol', ip: '192.0.2.99' }, at(5), settings)).blocked).toBe(false);
  });

  it('holds across instances: the count lives in the database', async () => {
    const db = await fresh();
    for (let i = 0; i < 5; i++) await recordFailure(db, { username: 'dave', ip: '192.0.2.7' }, at(0), settings);
    // A second "instance" is simply another caller of the same database.
    expect((await checkThrottle(db, { username: 'dave', ip: '10.9.9.9' }, at(1), settings)).blocked).toBe(true);
  });
});

describe('throttle settings and message', () => {
  it('defaults to 5 failures in 15 minutes, overridable by env', () => {
    expect(throttleSettings({})).toEqual({ maxFailures: 5, windowMs: 900_000 });
    expect(throttleSettings({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_MINUTES: '0.5' })).toEqual({
      maxFailures: 3,
      windowMs: 30_000,
    });
  });

  it("says 'Too many attempts. Try again in N minutes.' with N rounded up", () => {
    expect(throttleMessage(10 * 60_000)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(throttleMessage(14 * 60_000 + 1)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(throttleMessage(5_000)).toBe('Too many attempts. Try again in 1 minute.');
  });
});
