import { redirect } from 'react-router';
import type { Peer } from '~/platform/http/client-ip.server';
import type { Db } from '~/platform/db/types';
import { type Config, serverConfig } from '~/config.server';
import { clientIp } from '~/platform/http/client-ip.server';
import { assertSameOrigin, csrfRejection } from '~/platform/http/origin.server';
import { readForm } from '~/platform/http/body.server';
import { tokensMatch } from './login-token.server';
import { type AdminSession, getSession } from './session.server';

import { adminBasePath, dashboardPath, loginPath, loginUrl, logoutPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';

const probeOrigin = 'http://upm.invalid';

/**
 * Where to send the admin after sign-in: `to` only if it is a same-site path under /secure/admin
 * (an outside address would make the sign-in an open redirect, lending the site's name to phishing), else
 * `fallback`. `//evil.example`, `https://evil.example`, `/\evil.example`,
 * their percent-encoded forms and dot-segment escapes all fall back.
 */
export function safeRedirect(to: unknown, fallback: string = dashboardPath): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return fallback;
  let decoded = to;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const candidate of [to, decoded]) {
    // Browsers read `\` as `/` and drop tabs and newlines, so `/\evil` and `/\t/evil` mean `//evil`.
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    if (!candidate.startsWith('/') || candidate.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(candidate)) {
      return fallback;
    }
  }
  let url: URL;
  try {
    url = new URL(to, probeOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== probeOrigin) return fallback;
  if (url.pathname !== adminBasePath && !url.pathname.startsWith(`${adminBasePath}/`)) return fallback;
  if (url.pathname === loginPath || url.pathname === logoutPath || url.pathname.startsWith(`${loginPath}/`)) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page the request is for, as a browser would show it (React Router's `.data` suffix and `_routes` removed). */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith('.data') ? url.pathname.slice(0, -'.data'.length) : url.pathname;
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${pathname === '/_root' ? '/' : pathname}${search ? `?${search}` : ''}`;
}

/** The login URL that brings the admin back to `path` after sign-in. */
export function loginRedirectUrl(path: string): string {
  return loginUrl(safeRedirect(path, ''));
}

export interface GuardOptions {
  /** The request context (its `config` decides ADMIN_REQUIRE_2FA), or just the peer in older callers. */
  context?: Peer & { config?: Pick<Config, 'requireSecondFactor'> };
  db: Db;
  now?: Date;
}

/**
 * The signed-in admin, or undefined (for the login page, which must not redirect anonymous visitors). With
 * ADMIN_REQUIRE_2FA on, a session that passed the password alone is no session (decision 020): every admin
 * loader and action goes through here, so none can be reached half signed in.
 */
export async function optionalAdmin(request: Request, options: GuardOptions): Promise<AdminSession | undefined> {
  const session = await getSession(options.db, request, { context: options.context, now: options.now });
  const policy = options.context?.config ?? serverConfig();
  if (session && session.factor === 'password' && policy.requireSecondFactor) return undefined;
  return session;
}

/**
 * Call FIRST in every admin loader and action. Returns the signed-in admin's session; otherwise throws a
 * redirect to the login page carrying the requested location (for an action: the page it was posted from).
 */
export async function requireAdmin(request: Request, options: GuardOptions): Promise<AdminSession> {
  const session = await optionalAdmin(request, options);
  if (session) return session;
  const method = request.method.toUpperCase();
  const path = method === 'GET' || method === 'HEAD' ? requestedPath(request) : new URL(request.url).pathname;
  throw redirect(loginRedirectUrl(path.replace(/\.data$/, '')), { headers: adminHeaders });
}

/**
 * The body of an admin form post, after the CSRF checks: same origin (Origin / Sec-Fetch-Site), at most
 * 64 KB, and the session's synchronizer token in the `csrf` field. Throws 403 / 413 / 415 otherwise.
 */
export async function readAdminForm(
  request: Request,
  session: AdminSession,
  options: { context?: Peer } = {},
): Promise<FormData> {
  const ip = clientIp(request, options.context);
  assertSameOrigin(request, options.context, ip);
  const form = await readForm(request);
  if (!tokensMatch(session.csrfToken, form.get('csrf')))
    throw csrfRejection(request, 'missing or wrong form token', ip);
  return form;
}
