import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '~/config.server';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';

/*
 * The cancel link of a registration: `<registration id>.<expiry, epoch seconds>.<HMAC-SHA256>`. It
 * needs no sign-in, so it is signed; it expires when the webinar ends. The secret is WEBINAR_LINK_SECRET or,
 * unset, one generated per install and kept in site_secrets, so every instance signs alike.
 */

/** The signing secret: WEBINAR_LINK_SECRET, else the per-install one (created on first use). */
export function webinarLinkSecret(db: Db, config: Pick<Config, 'webinarLinkSecret'>): Promise<string> {
  return config.webinarLinkSecret
    ? Promise.resolve(config.webinarLinkSecret)
    : installSecret(db, 'webinar_link_secret');
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`webinar-cancel:${payload}`).digest('base64url');

/** A cancel token for `registrationId`, valid until `expiresAt`. */
export function signCancelToken(secret: string, registrationId: string, expiresAt: Date): string {
  const payload = `${registrationId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; registrationId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's signature (in constant time) and expiry. */
export function verifyCancelToken(secret: string, token: string, now: Date): TokenCheck {
  const match = /^([A-Za-z0-9-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, registrationId, expiry, given] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signature(secret, `${registrationId}.${expiry}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  if (Number(expiry) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, registrationId };
}
