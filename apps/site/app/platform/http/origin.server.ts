import { type Config, serverConfig } from '~/config.server';
import { type Peer, fromTrustedProxy } from './client-ip.server';
import { isSecureRequest } from './cookies.server';
import { logEvent } from './log.server';

/*
 * The Origin check of every state-changing request (CSRF defence for forms without a session: the contact
 * form, the sign-ins; the admin's forms also carry a session token, see app/platform/auth/guard.server.ts).
 */

/** What the origin check depends on (the server's come from app/config.server.ts). */
type OriginConfig = Pick<Config, 'siteOrigin' | 'trustedProxies'>;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins a state-changing request may come from: SITE_URL's when it is set; otherwise the Host
 * header's (and a trusted proxy's X-Forwarded-Host). Never `request.url` alone: a request line in absolute
 * form could set it to the attacker's own origin (the server also refuses such lines with 400).
 */
export function expectedOrigins(request: Request, context?: Peer, config: OriginConfig = serverConfig()): Set<string> {
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
  context?: Peer,
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
export function assertSameOrigin(request: Request, context?: Peer, ip?: string): void {
  const reason = crossSiteReason(request, context);
  if (reason) throw csrfRejection(request, reason, ip);
}
