import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types';
import { type Config, serverConfig } from '../../config.server';
import { fromTrustedProxy } from './client-ip.server';
import { logEvent } from './log.server';
import { cookieName, isSecureRequest, readCookie, serializeCookie } from './session.server';

/** What the origin check depends on (the server's come from app/config.server.ts). */
type OriginConfig = Pick<Config, 'siteOrigin' | 'trustedProxies'>;

/** Largest form or JSON body accepted (issue 5: 64 KB; 413 beyond). */
export const maxBodyBytes = 64 * 1024;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a state-changing request may come from: SITE_URL's when it is set; otherwise the Host
 * header's (and a trusted proxy's X-Forwarded-Host). Never `request.url` alone: a request line in absolute
 * form could set it to the attacker's own origin (the server also refuses such lines with 400).
 */
export function expectedOrigins(
  request: Request,
  context?: unknown,
  config: OriginConfig = serverConfig(),
): Set<string> {
  if (config.siteOrigin) return new Set([config.siteOrigin]);
  const url = new URL(request.url);
  const scheme = isSecureRequest(request, context, config.trustedProxies) ? 'https' : url.protocol.slice(0, -1);
  const host = request.headers.get('host');
  const origins = new Set([(host && originOf(`${scheme}://${host}`)) || url.origin]);
  if (fromTrustedProxy(context, config.trustedProxies)) {
    const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
    if (forwardedHost && (proto === 'https' || proto === 'http')) origins.add(`${proto}://${forwardedHost}`);
  }
  return origins;
}

/** The origin of a URL (default port dropped, host lower-cased), or undefined when it is not one. */
function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a state-changing request looks cross-site, or undefined when it does not. Browsers send
 * Sec-Fetch-Site and Origin on every POST; a request with neither (curl) still needs the form token.
 */
export function crossSiteReason(
  request: Request,
  context?: unknown,
  config: OriginConfig = serverConfig(),
): string | undefined {
  if (safeMethods.has(request.method.toUpperCase())) return undefined;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return `sec-fetch-site ${fetchSite}`;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return expectedOrigins(request, context, config).has(origin) ? undefined : `origin ${origin}`;
  }
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      if (!expectedOrigins(request, context, config).has(new URL(referer).origin)) return 'referer from another origin';
    } catch {
      return 'malformed referer';
    }
  }
  return undefined;
}

/** The 403 every CSRF failure gets; the reason goes to the log, not to the client. */
export function csrfRejection(request: Request, reason: string, ip?: string): Response {
  logEvent('csrf.rejected', { reason, method: request.method, path: new URL(request.url).pathname, ip });
  return new Response('Forbidden: this request did not come from this site.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Throws a 403 when a state-changing request comes from another site (Origin / Sec-Fetch-Site). */
export function assertSameOrigin(request: Request, context?: unknown, ip?: string): void {
  const reason = crossSiteReason(request, context);
  if (reason) throw csrfRejection(request, reason, ip);
}

/** Constant-time comparison of a submitted token with the expected one. */
export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function readCapped(request: Request, limit: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw plain(413, 'Request body too large.');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw plain(413, 'Request body too large.');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const mediaType = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Reads a form body (urlencoded or multipart) of at most `limit` bytes: 415 for other types, 413 when larger. */
export async function readForm(request: Request, limit: number = maxBodyBytes): Promise<FormData> {
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') {
    throw plain(415, 'Unsupported content type: send a form.');
  }
  const body = await readCapped(request, limit);
  try {
    return await new Response(new Uint8Array(body), {
      headers: { 'Content-Type': request.headers.get('content-type')! },
    }).formData();
  } catch {
    // A multipart body without its boundary, or cut short: the client's fault, not a server error.
    throw plain(400, 'Malformed form body.');
  }
}

/**
 * Reads a JSON body of at most `limit` bytes. Form and text/plain bodies are refused with 415: a
 * cross-site page can send those without a CORS preflight, but not application/json.
 */
export async function readJson(request: Request, limit: number = maxBodyBytes): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw plain(415, 'Unsupported content type: send application/json.');
  }
  const body = await readCapped(request, limit);
  try {
    return JSON.parse(Buffer.from(body).toString('utf8'));
  } catch {
    throw plain(400, 'Malformed JSON.');
  }
}

// ---------------------------------------------------------------------------------------------
// The sign-in form has no session yet: its token is bound to a short-lived pre-session cookie
// (signed double-submit). The cookie is set only by the login page, never by public pages.

const loginCookieBase = 'upm_login_csrf';
const loginTokenLifetimeMs = 2 * 3_600_000;
const secretName = 'login_csrf_key';
const keys = new WeakMap<Db, Promise<Buffer>>();

/** The HMAC key, generated once per installation and kept in site_secrets so every instance shares it. */
function loginKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.run(
        'INSERT INTO site_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
        [secretName, randomBytes(32).toString('base64url'), new Date().toISOString()],
      );
      const row = await db.get<{ value: string }>('SELECT value FROM site_secrets WHERE name = ?', [secretName]);
      if (!row) throw new Error('login CSRF key missing after insert');
      return Buffer.from(row.value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

/** A token for the sign-in form, plus the Set-Cookie for its pre-session cookie (reused while still valid). */
export async function issueLoginToken(
  db: Db,
  request: Request,
  options: { context?: unknown; now?: Date } = {},
): Promise<{ token: string; setCookie?: string }> {
  const key = await loginKey(db);
  const now = (options.now ?? new Date()).getTime();
  const secure = isSecureRequest(request, options.context);
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
  options: { context?: unknown; now?: Date } = {},
): Promise<boolean> {
  const cookie = readCookie(request, cookieName(loginCookieBase, isSecureRequest(request, options.context)));
  const now = (options.now ?? new Date()).getTime();
  if (!cookie || !/^[A-Za-z0-9_-]{32}\.([0-9a-z]{1,12})$/.test(cookie)) return false;
  const issued = Number.parseInt(cookie.split('.')[1]!, 36);
  if (!(now >= issued && now - issued < loginTokenLifetimeMs)) return false;
  return tokensMatch(sign(await loginKey(db), cookie), given);
}

/** Clears the pre-session cookie once signed in. */
export function clearLoginCookie(request: Request, context?: unknown): string {
  const secure = isSecureRequest(request, context);
  return serializeCookie(cookieName(loginCookieBase, secure), '', { secure, maxAgeSeconds: 0 });
}
