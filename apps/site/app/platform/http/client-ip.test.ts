import { describe, expect, it } from 'vitest';
import { parseTrustProxy, readConfig } from '~/config.server';
import { clientIp, fromTrustedProxy } from './client-ip.server';

const request = (xff?: string) =>
  new Request('http://localhost/secure/admin/login', { headers: xff ? { 'x-forwarded-for': xff } : {} });

describe('client IP', () => {
  it('is the socket address; X-Forwarded-For is ignored without TRUST_PROXY', () => {
    expect(clientIp(request('1.2.3.4'), { clientIp: '198.51.100.7' }, undefined)).toBe('198.51.100.7');
  });

  it('unwraps IPv4-mapped IPv6 socket addresses', () => {
    expect(clientIp(request(), { clientIp: '::ffff:198.51.100.7' }, undefined)).toBe('198.51.100.7');
  });

  it('is "unknown" without a load context (dev server)', () => {
    expect(clientIp(request('1.2.3.4'), undefined, undefined)).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a socket that is not the named proxy', () => {
    expect(clientIp(request('1.2.3.4'), { clientIp: '198.51.100.7' }, parseTrustProxy('10.0.0.1'))).toBe(
      '198.51.100.7',
    );
  });

  it('takes the nearest untrusted hop behind a named proxy, so a forged left-most entry does not count', () => {
    const env = parseTrustProxy('10.0.0.0/8, loopback');
    expect(clientIp(request('6.6.6.6, 203.0.113.5'), { clientIp: '10.1.2.3' }, env)).toBe('203.0.113.5');
    expect(clientIp(request('6.6.6.6, 203.0.113.5, 10.0.0.2'), { clientIp: '127.0.0.1' }, env)).toBe('203.0.113.5');
    expect(clientIp(request('garbage, 203.0.113.5'), { clientIp: '::1' }, env)).toBe('203.0.113.5');
    expect(clientIp(request(), { clientIp: '10.1.2.3' }, env)).toBe('10.1.2.3');
  });

  it('says whether the socket is a trusted proxy, and refuses a malformed TRUST_PROXY', () => {
    expect(fromTrustedProxy({ clientIp: '127.0.0.1' }, parseTrustProxy('loopback'))).toBe(true);
    expect(fromTrustedProxy({ clientIp: '8.8.8.8' }, parseTrustProxy('loopback'))).toBe(false);
    expect(fromTrustedProxy({ clientIp: '127.0.0.1' }, undefined)).toBe(false);
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(parseTrustProxy('false')).toBeUndefined();
    expect(fromTrustedProxy({ clientIp: '::1' }, parseTrustProxy('true'))).toBe(true);
    expect(fromTrustedProxy({ clientIp: '10.0.0.1' }, parseTrustProxy('yes'))).toBe(false);
  });
});
