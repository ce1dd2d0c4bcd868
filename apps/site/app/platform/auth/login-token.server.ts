import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '~/config.server';
import { cookieName, isSecureRequest, readCookie, serializeCookie } from '~/platform/http/cookies.server';
import type { Peer } from '~/platform/http/client-ip.server';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';

/** Constant-time comparison of a submitted token with the expected one. */
export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

// The sign-in form has no session yet: its token is bound to a short-lived pre-session cookie
// (signed double-submit). The cookie is set only by the login page, never by public pages.

const loginCookieBase = 'upm_login_csrf';
const loginTokenLifetimeMs = 2 * 3_600_000;
/** The HMAC key, generated once per installation and kept in site_secrets so every instance shares it. */
async function loginKey(db: Db): Promise<Buffer> {
  return Buffer.from(await installSecret(db, 'login_csrf_key'), 'base64url');
}

const sign = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

/** A token for the sign-in form, plus the Set-Cookie for its pre-session cookie (reused while still valid). */
export async function issueLoginToken(
  db: Db,
  request: Request,
  options: { context?: Peer; now?: Date } = {},
): Promise<{ token: string; setCookie?: string }> {
  const key = await loginKey(db);
  const now = (options.now ?? new Date()).getTime();
  const secure = isSecureRequest(request, options.context, serverConfig().trustedProxies);
  const name = cookieName(loginCookieBase, secure);
  const existing = readCookie(request, name);
  if (existing && loginCookieValid(existing, now)) return { token: sign(key, existing) };
  const value = `${randomBytes(24).toString('base64url')}.${now.toString(36)}`;
  return {
    token: sign(key, value),
    setCookie: serializeCookie(name, value, { secure, maxAgeSeconds: loginTokenLifetimeMs / 1000 }),
  };
}

function loginCookieValid(value: string, now: number): boolean {
  const match = /^[A-Za-z0-9_-]{32}\.([0-9a-z]{1,12})$/.exec(value);
  if (!match) return false;
  const issued = Number.parseInt(match[1]!, 36);
  // Reused only in its first hour: a form rendered now then has at least an hour to be submitted.
  return now >= issued && now - issued < loginTokenLifetimeMs - 3_600_000;
}

/** Whether the submitted sign-in token matches this browser's pre-session cookie. */
export async function verifyLoginToken(
  db: Db,
  request: Request,
  given: unknown,
  options: { context?: Peer; now?: Date } = {},
): Promise<boolean> {
  const cookie = readCookie(
    request,
    cookieName(loginCookieBase, isSecureRequest(request, options.context, serverConfig().trustedProxies)),
  );
  const now = (options.now ?? new Date()).getTime();
  if (!cookie || !/^[A-Za-z0-9_-]{32}\.([0-9a-z]{1,12})$/.test(cookie)) return false;
  const issued = Number.parseInt(cookie.split('.')[1]!, 36);
  if (!(now >= issued && now - issued < loginTokenLifetimeMs)) return false;
  return tokensMatch(sign(await loginKey(db), cookie), given);
}

/** Clears the pre-session cookie once signed in. */
export function clearLoginCookie(request: Request, context?: Peer): string {
  const secure = isSecureRequest(request, context, serverConfig().trustedProxies);
  return serializeCookie(cookieName(loginCookieBase, secure), '', { secure, maxAgeSeconds: 0 });
}
