import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCancelToken, verifyCancelToken } from './cancel-token.server';

// Generated per run: no signing secret, even a test one, is written in the repo.
const secret = randomBytes(32).toString('base64url');
const ends = new Date('2026-12-02T16:00:00.000Z');

describe('webinar cancel tokens', () => {
  it('name their registration until the webinar ends, then expire', () => {
    const token = signCancelToken(secret, 'b5c8f7a0-0000-4000-8000-000000000001', ends);
    expect(verifyCancelToken(secret, token, new Date('2026-12-02T15:59:00.000Z'))).toEqual({
      ok: true,
      registrationId: 'b5c8f7a0-0000-4000-8000-000000000001',
    });
    expect(verifyCancelToken(secret, token, ends)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse a changed id, expiry or signature, another secret and garbage', () => {
    const token = signCancelToken(secret, 'reg-1', ends);
    const [id, expiry, mac] = token.split('.') as [string, string, string];
    const at = new Date('2026-11-25T12:00:00.000Z');
    expect(verifyCancelToken(secret, `reg-2.${expiry}.${mac}`, at).ok).toBe(false);
    expect(verifyCancelToken(secret, `${id}.${Number(expiry) + 3600}.${mac}`, at).ok).toBe(false);
    expect(verifyCancelToken(`${secret}x`, token, at).ok).toBe(false);
    expect(verifyCancelToken(secret, 'nonsense', at)).toEqual({ ok: false, reason: 'invalid' });
  });
});
