import { redirect } from 'react-router';
import type { Peer } from '~/platform/http/client-ip.server';
import type { Db } from '~/platform/db/types';
import { type Config, serverConfig } from '~/config.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin, csrfRejection } from '~/platform/http/origin.server';
import { readForm } from '~/platform/http/body.server';
import { cookieName, isSecureRequest, readCookie, serializeCookie } from '~/platform/http/cookies.server';
import { tokensMatch } from './login-token.server';
import { requestedPath } from './guard.server';
import { hashSessionId, newSessionTokens, sessionUserAgent } from './session-tokens.server';

/*
 * The customer's session: the admin's design (a random 256-bit id in an HttpOnly, SameSite=Lax cookie, `__Host-`
 * over TLS; only the id's SHA-256 in the database; a synchronizer token for forms) with a trader's lifetimes: a
 * learner comes back after days, so the idle limit is two weeks, and every session ends after 60 days.
 */

/** The settings a customer session depends on (tests pass their own). */
export type CustomerSessionConfig = Pick<Config, 'trustedProxies'>;

export const customerSessionIdleMs = 14 * 24 * 3_600_000;
export const customerSessionAbsoluteMs = 60 * 24 * 3_600_000;

const cookieBase = 'upm_session';
const idPattern = /^[A-Za-z0-9_-]{43}$/;

/** The signed-in customer of a request. */
export interface CustomerSession {
  customer: { id: string; email: string; name: string };
  /** SHA-256 of the cookie's id: the row key (the account page marks "this session" with it). */
  idHash: string;
  /** The synchronizer token every customer form posts as `csrf`. */
  csrfToken: string;
  createdAt: string;
}

interface Options {
  context?: Peer;
  now?: Date;
  config?: CustomerSessionConfig;
}

const secureFor = (request: Request, options: Options) =>
  isSecureRequest(request, options.context, (options.config ?? serverConfig()).trustedProxies);

/** The cookie's name for this request (`__Host-upm_session` over TLS). */
export const customerCookieName = (request: Request, options: Options = {}) =>
  cookieName(cookieBase, secureFor(request, options));

/**
 * Starts a session for a verified, usable account with a fresh id (never one the browser sent: no fixation).
 * Returns the Set-Cookie header and the form token.
 */
export async function createCustomerSession(
  db: Db,
  request: Request,
  customerId: string,
  options: Options & { ipHash?: string } = {},
): Promise<{ setCookie: string; csrfToken: string }> {
  const now = (options.now ?? new Date()).toISOString();
  const { id, csrfToken } = newSessionTokens();
  await db.run(
    'INSERT INTO customer_sessions (id_hash, customer_id, csrf_token, created_at, last_seen_at, ip_hash, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [hashSessionId(id), customerId, csrfToken, now, now, options.ipHash ?? null, sessionUserAgent(request)],
  );
  const secure = secureFor(request, options);
  return {
    setCookie: serializeCookie(cookieName(cookieBase, secure), id, {
      secure,
      maxAgeSeconds: customerSessionAbsoluteMs / 1000,
    }),
    csrfToken,
  };
}

interface SessionRow {
  id_hash: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  customer_id: string;
  email: string;
  name: string;
  email_verified_at: string | null;
  disabled_at: string | null;
  deleted_at: string | null;
}

/**
 * The signed-in customer, or undefined: no cookie, an id never issued, an idle or absolute timeout (the row is
 * then deleted), or an account that is unverified, disabled or deleted. Refreshes the idle clock at most once a
 * minute, so a page of many requests writes once.
 */
export async function getCustomerSession(
  db: Db,
  request: Request,
  options: Options = {},
): Promise<CustomerSession | undefined> {
  const id = readCookie(request, customerCookieName(request, options));
  if (!id || !idPattern.test(id)) return undefined;
  const idHash = hashSessionId(id);
  const row = await db.get<SessionRow>(
    `SELECT s.id_hash, s.csrf_token, s.created_at, s.last_seen_at, c.id AS customer_id, c.email, c.name,
            c.email_verified_at, c.disabled_at, c.deleted_at
     FROM customer_sessions s JOIN customers c ON c.id = s.customer_id WHERE s.id_hash = ?`,
    [idHash],
  );
  if (!row) return undefined;
  const now = options.now ?? new Date();
  const idle = now.getTime() - Date.parse(row.last_seen_at) > customerSessionIdleMs;
  const tooOld = now.getTime() - Date.parse(row.created_at) > customerSessionAbsoluteMs;
  if (idle || tooOld) {
    await db.run('DELETE FROM customer_sessions WHERE id_hash = ?', [idHash]);
    return undefined;
  }
  if (!row.email_verified_at || row.disabled_at || row.deleted_at) return undefined;
  if (now.getTime() - Date.parse(row.last_seen_at) > 60_000) {
    await db.run('UPDATE customer_sessions SET last_seen_at = ? WHERE id_hash = ?', [now.toISOString(), idHash]);
  }
  return {
    customer: { id: row.customer_id, email: row.email, name: row.name },
    idHash,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
  };
}

/** Where a signed-out visitor is sent: the sign-in page, coming back to `path` (a same-site path only). */
export function customerLoginUrl(path: string): string {
  // Browsers read `\` as `/` and drop control characters, so either could turn the path into another site's.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  const safe = path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path) ? path : '';
  return safe && safe !== '/login' ? `/login?next=${encodeURIComponent(safe)}` : '/login';
}

/**
 * Call first in every customer-only loader and action: the signed-in customer, or a redirect to `/login` that
 * brings them back (for an action, to the page it was posted from).
 */
export async function requireCustomer(request: Request, options: Options & { db: Db }): Promise<CustomerSession> {
  const session = await getCustomerSession(options.db, request, options);
  if (session) return session;
  const method = request.method.toUpperCase();
  const path = method === 'GET' || method === 'HEAD' ? requestedPath(request) : new URL(request.url).pathname;
  throw redirect(customerLoginUrl(path.replace(/\.data$/, '')), { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The body of a customer form post after the CSRF checks: same origin, at most 64 KB, and the session's form token
 * in the `csrf` field. Throws 403 / 413 / 415 otherwise.
 */
export async function readCustomerForm(
  request: Request,
  session: CustomerSession,
  options: { context?: Peer } = {},
): Promise<FormData> {
  const ip = clientIp(request, options.context);
  assertSameOrigin(request, options.context, ip);
  const form = await readForm(request);
  if (!tokensMatch(session.csrfToken, form.get('csrf'))) {
    throw csrfRejection(request, 'missing or wrong form token', ip);
  }
  return form;
}

/** Signs this browser out: deletes its session row and returns a Set-Cookie that clears the cookie. */
export async function destroyCustomerSession(db: Db, request: Request, options: Options = {}): Promise<string> {
  const secure = secureFor(request, options);
  const name = cookieName(cookieBase, secure);
  const id = readCookie(request, name);
  if (id && idPattern.test(id)) await db.run('DELETE FROM customer_sessions WHERE id_hash = ?', [hashSessionId(id)]);
  return serializeCookie(name, '', { secure, maxAgeSeconds: 0 });
}

/** Ends every session of an account, or every one but `except` (a session's idHash). Returns how many ended. */
export async function endCustomerSessions(
  db: Db,
  customerId: string,
  options: { except?: string } = {},
): Promise<number> {
  const result = options.except
    ? await db.run('DELETE FROM customer_sessions WHERE customer_id = ? AND id_hash <> ?', [customerId, options.except])
    : await db.run('DELETE FROM customer_sessions WHERE customer_id = ?', [customerId]);
  return result.changes;
}
