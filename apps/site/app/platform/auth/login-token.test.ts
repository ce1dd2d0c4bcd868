import { afterAll, describe, expect, it } from 'vitest';
import { issueLoginToken, verifyLoginToken } from './login-token.server';
import { freshDialects, captureLog } from '~/platform/test-support/test-helpers.server';

const dialects = await freshDialects();
captureLog();
const url = 'http://localhost:3000/secure/admin/login';

describe.each(dialects)('sign-in form token on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

  it('binds the token to a short-lived pre-session cookie (signed double-submit)', async () => {
    const db = await fresh();
    const { token, setCookie } = await issueLoginToken(db, new Request(url));
    expect(setCookie).toMatch(/^upm_login_csrf=[^;]+; /);
    expect(setCookie!.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=7200', 'Path=/', 'SameSite=Lax']);
    const withCookie = new Request(url, { method: 'POST', headers: { cookie: cookieOf(setCookie!) } });
    expect(await verifyLoginToken(db, withCookie, token)).toBe(true);
    expect(await verifyLoginToken(db, withCookie, `${token.slice(0, -1)}x`)).toBe(false);
    expect(await verifyLoginToken(db, new Request(url, { method: 'POST' }), token)).toBe(false);
    // Another browser's cookie does not validate this token.
    const other = await issueLoginToken(db, new Request(url));
    const otherRequest = new Request(url, { method: 'POST', headers: { cookie: cookieOf(other.setCookie!) } });
    expect(await verifyLoginToken(db, otherRequest, token)).toBe(false);
  });

  it('reuses a fresh pre-session cookie and refuses an expired one', async () => {
    const db = await fresh();
    const t0 = new Date('2026-01-01T00:00:00Z');
    const first = await issueLoginToken(db, new Request(url), { now: t0 });
    const request = new Request(url, { headers: { cookie: cookieOf(first.setCookie!) } });
    const again = await issueLoginToken(db, request, { now: new Date(t0.getTime() + 60_000) });
    expect(again.setCookie).toBeUndefined();
    expect(again.token).toBe(first.token);
    expect(await verifyLoginToken(db, request, first.token, { now: new Date(t0.getTime() + 3 * 3_600_000) })).toBe(
      false,
    );
  });
});
