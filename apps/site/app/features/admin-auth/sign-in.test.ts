import { generate } from 'otplib';
import { readConfig } from '~/config.server';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '~/platform/auth/admins.server';
import { signIn } from './sign-in.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { rememberSignInAddress, throttleSettings, unlockUsername } from '~/platform/auth/throttle.server';
import { findAdminByUsername } from '~/platform/auth/admins.server';
import { checkTotpCode, startTotpEnrolment } from './factors/totp.server';
import type { Db } from '~/platform/db/types';

const dialects = await freshDialects();
const lines = captureLog();
const settings = throttleSettings(readConfig({}).signIn);
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + minutes * 60_000);

describe.each(dialects)('sign-in on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const password = randomPassword();
    await createAdmin(db, { username: 'alice', email: 'a@example.com', password }, { params: fastParams });
    return { db, password };
  };

  it('signs in with the exact username and password, records it, and logs no password', async () => {
    const { db, password } = await setup();
    lines.length = 0;
    const result = await signIn(
      db,
      { username: 'alice', password, ip: '203.0.113.1' },
      { settings, params: fastParams },
    );
    expect(result).toMatchObject({ ok: true, admin: { username: 'alice', role: 'super_admin' } });
    expect(result.ok && result.admin.lastLoginAt).toBeNull();
    expect(
      await signIn(db, { username: 'Alice', password, ip: '203.0.113.1' }, { settings, params: fastParams }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(lines.map((line) => JSON.parse(line).event)).toEqual(['admin.sign_in', 'admin.sign_in_failed']);
    expect(lines.join('\n')).not.toContain(password);
  });

  it('answers unknown users exactly like a wrong password', async () => {
    const { db } = await setup();
    const wrong = await signIn(
      db,
      { username: 'alice', password: 'wrong-password', ip: '203.0.113.2' },
      { settings, params: fastParams },
    );
    const unknown = await signIn(
      db,
      { username: 'mallory', password: 'wrong-password', ip: '203.0.113.3' },
      { settings, params: fastParams },
    );
    expect(unknown).toEqual(wrong);
  });

  it('after 5 failures from one IP refuses even the correct password there, for known and unknown users alike, and logs a lockout', async () => {
    const { db, password } = await setup();
    lines.length = 0;
    for (let i = 0; i < 5; i++) {
      await signIn(
        db,
        { username: 'alice', password: `guess-${i}`, ip: '198.51.100.1' },
        { settings, params: fastParams },
      );
      await signIn(
        db,
        { username: 'ghost', password: `guess-${i}`, ip: '192.0.2.1' },
        { settings, params: fastParams },
      );
    }
    const known = await signIn(
      db,
      { username: 'alice', password, ip: '198.51.100.1' },
      { settings, params: fastParams },
    );
    const unknown = await signIn(
      db,
      { username: 'ghost', password, ip: '192.0.2.1' },
      { settings, params: fastParams },
    );
    expect(known).toMatchObject({ ok: false, reason: 'throttled' });
    expect(unknown).toMatchObject({ ok: false, reason: 'throttled' });
    const lockouts = lines.map((line) => JSON.parse(line)).filter((line) => line.event === 'admin.lockout');
    expect(lockouts).toHaveLength(2);
    expect(lockouts[0]).toMatchObject({ username: 'alice', ip: '198.51.100.1', retryAfterMs: 60_000, limit: 'pair' });
  });

  it('5 failures from another IP do not lock the admin out of their own address', async () => {
    const { db, password } = await setup();
    for (let i = 0; i < 5; i++) {
      await signIn(
        db,
        { username: 'alice', password: `guess-${i}`, ip: '192.0.2.66' },
        { settings, params: fastParams },
      );
    }
    expect(
      await signIn(db, { username: 'alice', password, ip: '192.0.2.66' }, { settings, params: fastParams }),
    ).toMatchObject({ reason: 'throttled' });
    expect(
      await signIn(db, { username: 'alice', password, ip: '203.0.113.10' }, { settings, params: fastParams }),
    ).toMatchObject({ ok: true });
  });

  it('lets at most 5 of 40 parallel wrong passwords for one user and IP reach the password check', async () => {
    const { db } = await setup();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn(
          db,
          { username: 'alice', password: `guess-${i}`, ip: '198.51.100.40' },
          { settings, params: fastParams },
        ),
      ),
    );
    // 'invalid' means the password was checked; 'throttled' means it was refused before.
    const checked = results.filter((result) => !result.ok && result.reason === 'invalid');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(results.filter((result) => !result.ok && result.reason === 'throttled')).toHaveLength(40 - checked.length);
  });

  it('makes the waits grow: 1 minute after the 5th failure, then 2, then 4', async () => {
    const { db } = await setup();
    const attempt = (minutes: number) =>
      signIn(
        db,
        { username: 'alice', password: 'wrong-password', ip: '198.51.100.7' },
        {
          settings,
          params: fastParams,
          now: at(minutes),
        },
      );
    for (let i = 0; i < 5; i++) expect(await attempt(0)).toMatchObject({ reason: 'invalid' });
    expect(await attempt(0)).toEqual({ ok: false, reason: 'throttled', retryAfterMs: 60_000 });
    expect(await attempt(1)).toMatchObject({ reason: 'invalid' });
    expect(await attempt(1)).toEqual({ ok: false, reason: 'throttled', retryAfterMs: 2 * 60_000 });
    expect(await attempt(3)).toMatchObject({ reason: 'invalid' });
    expect(await attempt(3)).toEqual({ ok: false, reason: 'throttled', retryAfterMs: 4 * 60_000 });
  });

  it('after 50 failures spread over 50 IPs refuses the username from a 51st IP until admin:unlock clears it', async () => {
    const { db, password } = await setup();
    for (let i = 0; i < 50; i++) {
      expect(
        await signIn(
          db,
          { username: 'alice', password: `guess-${i}`, ip: `10.1.${i}.1` },
          { settings, params: fastParams },
        ),
      ).toMatchObject({ reason: 'invalid' });
    }
    const owner = { username: 'alice', password, ip: '203.0.113.51' };
    expect(await signIn(db, owner, { settings, params: fastParams })).toMatchObject({
      reason: 'second-factor-required',
    });
    await unlockUsername(db, 'alice');
    expect(await signIn(db, owner, { settings, params: fastParams })).toMatchObject({ ok: true });
  }, 30_000);

  it('blocks an IP that failed for 30 usernames, even for the right account', async () => {
    const { db, password } = await setup();
    for (let i = 0; i < 30; i++)
      await signIn(db, { username: `user${i}`, password: 'x', ip: '192.0.2.200' }, { settings, params: fastParams });
    expect(
      await signIn(db, { username: 'alice', password, ip: '192.0.2.200' }, { settings, params: fastParams }),
    ).toMatchObject({
      reason: 'throttled',
    });
    expect(
      await signIn(db, { username: 'alice', password, ip: '192.0.2.201' }, { settings, params: fastParams }),
    ).toMatchObject({
      ok: true,
    });
  });

  /** The probe's replay: 55 wrong passwords, 5 from each of 11 addresses, put the username over its cap. */
  const overTheCap = async (db: Db) => {
    for (let address = 0; address < 11; address++) {
      for (let i = 0; i < 5; i++) {
        await signIn(
          db,
          { username: 'alice', password: `guess-${address}-${i}`, ip: `198.51.100.${address + 1}` },
          { settings, params: fastParams },
        );
      }
    }
  };

  it('over the username cap, lets the right password through with a valid code, and gives every other try one answer', async () => {
    const { db, password } = await setup();
    const admin = (await findAdminByUsername(db, 'alice'))!;
    const started = await startTotpEnrolment(db, admin);
    if (!started.ok) throw new Error('enrolment refused');
    const past = new Date(Date.now() - 90_000);
    const pastCode = await generate({ secret: started.secret, epoch: Math.floor(past.getTime() / 1000) });
    await checkTotpCode(db, admin.id, pastCode, { now: past, confirm: true });
    await overTheCap(db);
    const from = '203.0.113.99';
    const tryWith = (input: { password: string; code?: string }) =>
      signIn(db, { username: 'alice', ip: from, ...input }, { settings, params: fastParams });
    const refused = { ok: false, reason: 'second-factor-required' };
    expect(await tryWith({ password })).toEqual(refused);
    expect(await tryWith({ password: 'wrong', code: '123456' })).toEqual(refused);
    expect(await tryWith({ password, code: '000000' })).toEqual(refused);
    const code = await generate({ secret: started.secret });
    expect(await tryWith({ password: 'wrong', code })).toEqual(refused);
    expect(await tryWith({ password, code })).toMatchObject({ ok: true, factor: 'totp', admin: { username: 'alice' } });
  }, 60_000);

  it('over the username cap, does not slow the right password from an address the username signed in from', async () => {
    const { db, password } = await setup();
    const home = '2001:db8:aa:bb::10';
    await rememberSignInAddress(db, { username: 'alice', ip: home }, new Date(), settings);
    await overTheCap(db);
    const fromHome = { username: 'alice', password, ip: '2001:db8:aa:bb::11' };
    expect(await signIn(db, fromHome, { settings, params: fastParams })).toMatchObject({ ok: true });
    // Elsewhere the cap holds.
    expect(await signIn(db, { ...fromHome, ip: '2001:db8:aa:cc::11' }, { settings, params: fastParams })).toMatchObject(
      { reason: 'second-factor-required' },
    );
  }, 60_000);

  it('counts every address of an IPv6 /64 as one for the per-address limits', async () => {
    const { db, password } = await setup();
    for (let i = 1; i <= 5; i++) {
      await signIn(
        db,
        { username: 'alice', password: 'wrong', ip: `2001:db8:1:2::${i}` },
        { settings, params: fastParams },
      );
    }
    expect(
      await signIn(db, { username: 'alice', password, ip: '2001:db8:1:2::ffff' }, { settings, params: fastParams }),
    ).toMatchObject({ reason: 'throttled' });
    expect(
      await signIn(db, { username: 'alice', password, ip: '2001:db8:1:3::1' }, { settings, params: fastParams }),
    ).toMatchObject({ ok: true });
  }, 30_000);
});
