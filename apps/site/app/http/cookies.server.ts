import { parseCookie, stringifySetCookie } from 'cookie';
import { type TrustedProxies, serverConfig } from '../config.server';
import { type Peer, fromTrustedProxy } from './client-ip.server';

/** Over TLS: the request URL is https, or a proxy named by TRUST_PROXY says so in X-Forwarded-Proto. */
export function isSecureRequest(
  request: Request,
  context?: Peer,
  proxies: TrustedProxies | undefined = serverConfig().trustedProxies,
): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!proxies) return false;
  // A request whose socket is known must come from a trusted proxy to be believed.
  if (context && !fromTrustedProxy(context, proxies)) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** `__Host-` (Secure, Path=/, no Domain: the browser then refuses it from anywhere else) over TLS. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

/** Builds a Set-Cookie value: always HttpOnly, SameSite=Lax, Path=/, never a Domain. */
export function serializeCookie(name: string, value: string, options: { secure: boolean; maxAgeSeconds: number }) {
  return stringifySetCookie(name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)),
    secure: options.secure,
  });
}

/** The value of one cookie from the request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  return header ? parseCookie(header)[name] : undefined;
}
