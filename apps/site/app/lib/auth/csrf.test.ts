import { afterAll, describe, expect, it } from 'vitest';
import {
  assertSameOrigin,
  crossSiteReason,
  issueLoginToken,
  maxBodyBytes,
  readForm,
  readJson,
  tokensMatch,
  verifyLoginToken,
} from './csrf.server';
import { parseTrustProxy } from '../../config.server';
import { authDialects, captureLog } from './test-helpers.server';

const dialects = await authDialects();
const lines = captureLog();
const url = 'http://localhost:3000/secure/admin/login';
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request(url, { method: 'POST', headers, body: body ?? 'a=1' });

describe('Origin / Sec-Fetch-Site check', () => {
  it('lets same-origin posts and safe methods through', () => {
    expect(
      crossSiteReason(post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), undefined, {}),
    ).toBeUndefined();
    expect(
      crossSiteReason(new Request(url, { headers: { origin: 'https://evil.example' } }), undefined, {}),
    ).toBeUndefined();
    expect(
      crossSiteReason(post({ origin: 'https://upm.example' }), undefined, { siteOrigin: 'https://upm.example' }),
    ).toBeUndefined();
  });

  it('rejects a foreign Origin, a cross-site or same-site fetch, and the opaque "null" origin', () => {
    expect(crossSiteReason(post({ origin: 'https://evil.example' }), undefined, {})).toMatch(/origin/);
    expect(crossSiteReason(post({ 'sec-fetch-site': 'cross-site' }), undefined, {})).toMatch(/cross-site/);
    expect(
      crossSiteReason(post({ 'sec-fetch-site': 'same-site', origin: 'http://localhost:3000' }), undefined, {}),
    ).toMatch(/same-site/);
    expect(crossSiteReason(post({ origin: 'null' }), undefined, {})).toMatch(/origin null/);
    expect(crossSiteReason(post({ referer: 'https://evil.example/page' }), undefined, {})).toMatch(/referer/);
  });

  it('compares with SITE_URL, or the Host header, never the origin a request line could set', () => {
    // `POST //evil.example/contact` once made request.url's origin http://evil.example.
    const forged = new Request('http://evil.example/contact', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://evil.example' },
      body: 'a=1',
    });
    expect(crossSiteReason(forged, undefined, {})).toMatch(/origin http:\/\/evil.example/);
    expect(crossSiteReason(forged, undefined, { siteOrigin: 'http://localhost:3000' })).toMatch(/origin/);
    const honest = new Request('http://localhost:3000/contact', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      body: 'a=1',
    });
    expect(crossSiteReason(honest, undefined, {})).toBeUndefined();
    // With SITE_URL set, only its origin counts, whatever the Host header says.
    const otherHost = new Request('http://127.0.0.1:3000/contact', {
      method: 'POST',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      body: 'a=1',
    });
    expect(crossSiteReason(otherHost, undefined, { siteOrigin: 'https://upm.example' })).toMatch(/origin/);
  });

  it('trusts X-Forwarded-Host only from a named proxy', () => {
    const proxied = post({
      origin: 'https://upm.example',
      'x-forwarded-host': 'upm.example',
      'x-forwarded-proto': 'https',
    });
    expect(
      crossSiteReason(proxied, { clientIp: '127.0.0.1' }, { trustedProxies: parseTrustProxy('loopback') }),
    ).toBeUndefined();
    expect(crossSiteReason(proxied, { clientIp: '127.0.0.1' }, {})).toMatch(/origin/);
  });

  it('throws a 403 and logs the rejection without any token', async () => {
    lines.length = 0;
    let thrown: unknown;
    try {
      assertSameOrigin(post({ origin: 'https://evil.example' }), undefined, '203.0.113.1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: 'csrf.rejected',
      ip: '203.0.113.1',
      path: '/secure/admin/login',
    });
  });
});

describe('request bodies', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const status = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return (error as Response).status;
    }
  };

  it('reads forms up to 64 KB and answers 413 beyond, by header or by stream', async () => {
    expect((await readForm(post(form, 'a=1&b=two'))).get('b')).toBe('two');
    expect(await status(readForm(post(form, `a=${'x'.repeat(maxBodyBytes)}`)))).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request(url, { method: 'POST', headers: form, body: stream, duplex: 'half' } as RequestInit);
    expect(await status(readForm(streamed))).toBe(413);
  });

  it('refuses non-form bodies on form endpoints with 415', async () => {
    expect(await status(readForm(post({ 'content-type': 'application/json' }, '{}')))).toBe(415);
  });

  it('JSON endpoints refuse form and text/plain bodies with 415, cap at 64 KB, and read JSON', async () => {
    expect(await status(readJson(post(form, 'a=1')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'text/plain' }, '{"a":1}')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'multipart/form-data; boundary=x' }, '')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'application/json' }, `"${'x'.repeat(maxBodyBytes)}"`)))).toBe(
      413,
    );
    expect(await status(readJson(post({ 'content-type': 'application/json' }, '{')))).toBe(400);
    expect(await readJson(post({ 'content-type': 'application/json; charset=utf-8' }, '{"a":1}'))).toEqual({ a: 1 });
  });

  it('compares tokens in constant time and refuses empty or missing ones', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('abc', 'abcd')).toBe(false);
    expect(tokensMatch('abc', '')).toBe(false);
    expect(tokensMatch('abc', null)).toBe(false);
  });
});

describe.each(dialects)('sign-in form token on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;

  it('binds the token to a short-lived pre-session cookie (signed double-submit)', async () => {
    const db = await fresh();
    const { token, setCookie } = await issueLoginToken(db, new Request(url));
    expect(setCookie).toMatch(/^upm_login_csrf=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7200$/);
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
