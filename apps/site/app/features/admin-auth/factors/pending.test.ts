import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { createAdmin } from '~/platform/auth/admins.server';
import { optionalAdmin } from '~/platform/auth/guard.server';
import { createSession } from '~/platform/auth/session.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { checkSecondStep, secondStepKey } from './second-step.server';
import { endPendingSignIn, pendingLifetimeMs, readPendingSignIn, startPendingSignIn } from './pending.server';
import { throttleSettings } from '~/platform/auth/throttle.server';

const dialects = await freshDialects();
const log = captureLog();
const config = readConfig({});
const url = 'http://localhost:3000/secure/admin/login/verify';
const withCookie = (setCookie: string) => new Request(url, { headers: { cookie: setCookie.split(';')[0]! } });

describe.each(dialects)('the half-signed-in state and the second step on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: `half-${crypto.randomUUID().slice(0, 8)}`, email: 'h@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, admin };
  };

  it('expires 5 minutes after the password, on an injected clock, and is deleted then', async () => {
    const { db, admin } = await setup();
    const start = new Date('2026-11-25T10:00:00.000Z');
    const setCookie = await startPendingSignIn(
      db,
      new Request(url),
      { adminId: admin.id, redirectTo: '/secure/admin/signals' },
      { now: start, config },
    );
    expect(setCookie).toMatch(/^upm_admin_pending=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain('Max-Age=300');
    const justBefore = new Date(start.getTime() + pendingLifetimeMs - 1);
    const pending = await readPendingSignIn(db, withCookie(setCookie), { now: justBefore, config });
    expect(pending).toMatchObject({ adminId: admin.id, redirectTo: '/secure/admin/signals' });
    const atExpiry = new Date(start.getTime() + pendingLifetimeMs);
    expect(await readPendingSignIn(db, withCookie(setCookie), { now: atExpiry, config })).toBeUndefined();
    expect(await db.all('SELECT * FROM admin_pending_sign_ins')).toHaveLength(0);
  });

  it('grants nothing: the guard sees no admin with only the half-signed-in cookie', async () => {
    const { db, admin } = await setup();
    const setCookie = await startPendingSignIn(
      db,
      new Request(url),
      { adminId: admin.id, redirectTo: '/' },
      { config },
    );
    expect(await optionalAdmin(withCookie(setCookie), { db })).toBeUndefined();
    const ended = await endPendingSignIn(
      db,
      withCookie(setCookie),
      (await readPendingSignIn(db, withCookie(setCookie)))?.idHash,
      { config },
    );
    expect(ended).toContain('Max-Age=0');
    expect(await readPendingSignIn(db, withCookie(setCookie), { config })).toBeUndefined();
  });

  it('refuses a password-only session under ADMIN_REQUIRE_2FA, and accepts one that passed a factor', async () => {
    const { db, admin } = await setup();
    const strict = { clientIp: '', config: readConfig({ ADMIN_REQUIRE_2FA: '1' }) };
    const lax = { clientIp: '', config: readConfig({ ADMIN_REQUIRE_2FA: '0' }) };
    const passwordOnly = await createSession(db, new Request(url), admin.id, { config });
    expect(await optionalAdmin(withCookie(passwordOnly.setCookie), { db, context: lax })).toBeDefined();
    expect(await optionalAdmin(withCookie(passwordOnly.setCookie), { db, context: strict })).toBeUndefined();
    const withFactor = await createSession(db, new Request(url), admin.id, { config, factor: 'totp' });
    expect((await optionalAdmin(withCookie(withFactor.setCookie), { db, context: strict }))?.factor).toBe('totp');
    expect(readConfig({ NODE_ENV: 'production' }).requireSecondFactor).toBe(true);
    expect(readConfig({}).requireSecondFactor).toBe(false);
  });

  it('throttles wrong second-step codes like passwords, counted apart from the password, and logs no code', async () => {
    const { db, admin } = await setup();
    const settings = { ...throttleSettings(), maxFailures: 2 };
    const now = new Date('2026-11-25T10:00:00.000Z');
    const input = { admin, code: 'WRONG-CODES', ip: '203.0.113.9' };
    expect(await checkSecondStep(db, input, { now, settings })).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkSecondStep(db, input, { now, settings })).toEqual({ ok: false, reason: 'invalid' });
    const third = await checkSecondStep(db, input, { now, settings });
    expect(third).toMatchObject({ ok: false, reason: 'throttled' });
    const rows = await db.all<{ username: string }>('SELECT username FROM login_attempts');
    expect(rows.map((row) => row.username)).toContain(secondStepKey(admin.username, input.ip).username.toLowerCase());
    expect(log.join('\n')).not.toContain('WRONG-CODES');
    expect(log.join('\n')).toContain('admin.second_step_throttled');
  });
});
