import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '~/config.server';
import { captureLog } from '~/platform/test-support/test-helpers.server';
import { assertSameOrigin, crossSiteReason } from './origin.server';

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
