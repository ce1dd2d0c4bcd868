import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from './admins.server';
import { createSession, destroySession, getSession, pruneSessions } from './session.server';
import { isSecureRequest, readCookie } from '~/platform/http/cookies.server';
import { parseTrustProxy, readConfig } from '~/config.server';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();
// The defaults: 30 minutes idle, 8 hours absolute, no proxy trusted.
const config = readConfig({});
const sessionSettings = (source: Record<string, string>) => readConfig(source).session;
const http = 'http://localhost:3000/secure/admin/dashboard';
/** A Set-Cookie's attributes, sorted (their order is the cookie library's business). */
const attributes = (setCookie: string) => setCookie.split('; ').slice(1).sort();

/** A request carrying the cookie from a Set-Cookie header. */
function withCookie(setCookie: string, url = http, headers: Record<string, string> = {}): Request {
  return new Request(url, { headers: { cookie: setCookie.split(';')[0]!, ...headers } });
}

describe.each(dialects)('admin sessions on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const admin = await createAdmin(
      db,
      { username: 'alice', email: 'a@example.com', password: randomPassword() },
      { params: fastParams },
    );
    return { db, admin };
  };

  it('issues a random 256-bit id in an HttpOnly, SameSite=Lax, Path=/ cookie without Domain, stored only hashed', async () => {
    const { db, admin } = await setup();
    const { setCookie } = await createSession(db, new Request(http), admin.id, { config });
    expect(setCookie).toMatch(/^upm_admin_session=[A-Za-z0-9_-]{43}; /);
    expect(attributes(setCookie)).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Lax']);
    expect(setCookie).not.toMatch(/Domain|Secure/);
    const id = setCookie.split(';')[0]!.split('=')[1]!;
    const rows = await db.all<{ id_hash: string }>('SELECT id_hash FROM admin_sessions');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.id_hash).not.toContain(id);
    const session = await getSession(db, withCookie(setCookie), { config });
    expect(session?.admin.username).toBe('alice');
    expect(session?.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses Secure and the __Host- prefix over TLS, directly or behind a trusted proxy', async () => {
    const { db, admin } = await setup();
    const tls = await createSession(db, new Request('https://upm.example/secure/admin/login'), admin.id, { config });
    expect(tls.setCookie).toMatch(/^__Host-upm_admin_session=/);
    expect(attributes(tls.setCookie)).toContain('Secure');
    const proxied = new Request(http, { headers: { 'x-forwarded-proto': 'https' } });
    expect(isSecureRequest(proxied, { clientIp: '127.0.0.1' }, parseTrustProxy('loopback'))).toBe(true);
    expect(isSecureRequest(proxied, { clientIp: '127.0.0.1' }, undefined)).toBe(false);
    expect(isSecureRequest(proxied, { clientIp: '8.8.8.8' }, parseTrustProxy('loopback'))).toBe(false);
    // A plain-http cookie is not read on a TLS request, and the reverse.
    expect(await getSession(db, withCookie(tls.setCookie.replace('__Host-', '')), { config })).toBeDefined();
    expect(
      await getSession(db, withCookie(tls.setCookie, 'https://upm.example/secure/admin/dashboard'), { config }),
    ).toBeDefined();
  });

  it('gives a new id at every sign-in and ignores ids the server never issued', async () => {
    const { db, admin } = await setup();
    const first = await createSession(db, new Request(http), admin.id, { config });
    const second = await createSession(db, withCookie(first.setCookie), admin.id, { config });
    expect(second.setCookie.split(';')[0]).not.toBe(first.setCookie.split(';')[0]);
    const forged = `upm_admin_session=${'A'.repeat(43)}`;
    expect(await getSession(db, withCookie(forged), { config })).toBeUndefined();
    expect(await getSession(db, withCookie('upm_admin_session=short'), { config })).toBeUndefined();
    expect(await getSession(db, new Request(http), { config })).toBeUndefined();
  });

  it('expires after the idle timeout and the absolute timeout, deleting the row', async () => {
    const { db, admin } = await setup();
    const t0 = new Date('2026-03-01T10:00:00.000Z');
    const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const idle = await createSession(db, new Request(http), admin.id, { config, now: t0 });
    expect(await getSession(db, withCookie(idle.setCookie), { config, now: later(29) })).toBeDefined();
    // Activity refreshed the idle clock at minute 29.
    expect(await getSession(db, withCookie(idle.setCookie), { config, now: later(58) })).toBeDefined();
    expect(await getSession(db, withCookie(idle.setCookie), { config, now: later(89) })).toBeUndefined();
    expect(await getSession(db, withCookie(idle.setCookie), { config, now: later(90) })).toBeUndefined();

    const busy = await createSession(db, new Request(http), admin.id, { config, now: t0 });
    for (let minute = 20; minute < 480; minute += 20) {
      expect(await getSession(db, withCookie(busy.setCookie), { config, now: later(minute) })).toBeDefined();
    }
    expect(await getSession(db, withCookie(busy.setCookie), { config, now: later(481) })).toBeUndefined();
    expect(await db.all('SELECT id_hash FROM admin_sessions')).toEqual([]);
  });

  it('signs out on the server: the old cookie no longer works', async () => {
    const { db, admin } = await setup();
    const { setCookie } = await createSession(db, new Request(http), admin.id, { config });
    const clear = await destroySession(db, withCookie(setCookie), { config });
    expect(clear).toMatch(/^upm_admin_session=; /);
    expect(attributes(clear)).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax']);
    expect(await getSession(db, withCookie(setCookie), { config })).toBeUndefined();
  });

  it('prunes expired rows', async () => {
    const { db, admin } = await setup();
    await createSession(db, new Request(http), admin.id, { config, now: new Date('2026-01-01T00:00:00Z') });
    await pruneSessions(db, new Date('2026-01-02T00:00:00Z'), sessionSettings({}));
    expect(await db.all('SELECT id_hash FROM admin_sessions')).toEqual([]);
  });
});

describe('session settings', () => {
  it('default to 30 minutes idle and 8 hours absolute, configurable by env (fractions and seconds)', () => {
    expect(sessionSettings({})).toEqual({ idleMs: 1_800_000, absoluteMs: 28_800_000 });
    expect(sessionSettings({ SESSION_IDLE_MINUTES: '0.5', SESSION_ABSOLUTE_HOURS: '0.25' })).toEqual({
      idleMs: 30_000,
      absoluteMs: 900_000,
    });
    expect(
      sessionSettings({ SESSION_IDLE_MINUTES: '10', SESSION_IDLE_SECONDS: '5', SESSION_ABSOLUTE_SECONDS: '60' }),
    ).toEqual({
      idleMs: 5_000,
      absoluteMs: 60_000,
    });
    expect(() => sessionSettings({ SESSION_IDLE_MINUTES: 'soon' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('reads one cookie among several', () => {
    const request = new Request(http, { headers: { cookie: 'a=1; upm_admin_session=xyz; b=2' } });
    expect(readCookie(request, 'upm_admin_session')).toBe('xyz');
    expect(readCookie(request, 'missing')).toBeUndefined();
  });
});
