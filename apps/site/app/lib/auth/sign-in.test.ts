import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admins.server';
import { signIn } from './sign-in.server';
import { authDialects, captureLog, fastParams, randomPassword } from './test-helpers.server';

const dialects = await authDialects();
const lines = captureLog();
const settings = { maxFailures: 5, windowMs: 15 * 60_000 };

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

  it('after 5 failures refuses even the correct password, for known and unknown users alike, and logs a lockout', async () => {
    const { db, password } = await setup();
    lines.length = 0;
    for (let i = 0; i < 5; i++) {
      await signIn(
        db,
        { username: 'alice', password: `guess-${i}`, ip: `198.51.100.${i}` },
        { settings, params: fastParams },
      );
      await signIn(
        db,
        { username: 'ghost', password: `guess-${i}`, ip: `192.0.2.${i}` },
        { settings, params: fastParams },
      );
    }
    const known = await signIn(
      db,
      { username: 'alice', password, ip: '198.51.100.99' },
      { settings, params: fastParams },
    );
    const unknown = await signIn(
      db,
      { username: 'ghost', password, ip: '192.0.2.99' },
      { settings, params: fastParams },
    );
    expect(known).toMatchObject({ ok: false, reason: 'throttled' });
    expect(unknown).toMatchObject({ ok: false, reason: 'throttled' });
    expect(lines.filter((line) => JSON.parse(line).event === 'admin.lockout')).toHaveLength(2);
  });

  it('blocks an IP that tried 5 usernames, even for the right account', async () => {
    const { db, password } = await setup();
    for (let i = 0; i < 5; i++)
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
});
