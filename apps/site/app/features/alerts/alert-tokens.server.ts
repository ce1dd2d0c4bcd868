import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '~/config.server';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';

/*
 * The secrets and tokens of the alerts.
 *
 * - The link token of a subscription (unsubscribe and manage): `<subscription id>.<HMAC-SHA256>`. It is the only
 *   authority of a one-click unsubscribe (RFC 8058: the mail provider posts it with no session and no form token),
 *   so it is signed with ALERTS_LINK_SECRET or, unset, a per-install secret kept in site_secrets. It does not
 *   expire: an unsubscribe link must work for as long as the e-mail is kept. A subscription that ends and starts
 *   again has a new id, so old links stop naming it.
 * - The confirmation token: 32 random bytes, only its SHA-256 stored, valid for 48 hours.
 * - The address hash: HMAC-SHA256 of the lower-cased address with a per-install salt that is never rotated by
 *   configuration, so a suppression entry keeps matching the address it stands for.
 */

/** The link-signing secret: ALERTS_LINK_SECRET, else the per-install one (created on first use). */
export function alertsLinkSecret(db: Db, config: Partial<Pick<Config, 'alertsLinkSecret'>>): Promise<string> {
  return config.alertsLinkSecret ? Promise.resolve(config.alertsLinkSecret) : installSecret(db, 'alerts_link_secret');
}

const signature = (secret: string, subscriptionId: string) =>
  createHmac('sha256', secret).update(`alert-link:${subscriptionId}`).digest('base64url');

/** The unsubscribe-and-manage token of a subscription. */
export function signLinkToken(secret: string, subscriptionId: string): string {
  return `${subscriptionId}.${signature(secret, subscriptionId)}`;
}

/** The subscription id a link token names, when its signature holds (checked in constant time); else null. */
export function verifyLinkToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, subscriptionId, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, subscriptionId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return subscriptionId;
}

/** A new confirmation token and the hash stored for it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmToken(token) };
}

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` has the shape of a confirmation token (43 base64url characters). */
export const isConfirmTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The installation's hash of an e-mail address (trimmed, lower-cased): what a subscription and a suppression are keyed by. */
export async function hashEmail(db: Db, email: string): Promise<string> {
  const salt = await installSecret(db, 'alerts_email_salt');
  return createHmac('sha256', salt).update(email.trim().toLowerCase()).digest('hex');
}
