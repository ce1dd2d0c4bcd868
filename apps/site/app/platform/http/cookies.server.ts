import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { TrustedProxies } from '../../config.server.ts';
import { type Peer, fromTrustedProxy } from './client-ip.server.ts';

/**
 * Over TLS: the connection itself is (an https URL, a TLS socket), or a proxy named by TRUST_PROXY says so in
 * X-Forwarded-Proto. A request whose peer is known must come from such a proxy to be believed. Takes the app's
 * Request (its peer from the request context) or the production server's IncomingMessage (its peer the socket's),
 * so cookies (`__Host-`) and HSTS agree on what is secure. The server loads this module too: imports carry `.ts`.
 */
export function isSecureRequest(
  request: Request | IncomingMessage,
  context: Peer | undefined,
  proxies: TrustedProxies | undefined,
): boolean {
  const incoming = 'socket' in request;
  if (incoming ? Boolean((request.socket as TLSSocket).encrypted) : request.url.startsWith('https:')) return true;
  if (!proxies) return false;
  const peer = incoming ? { clientIp: request.socket.remoteAddress ?? '' } : context;
  if (peer && !fromTrustedProxy(peer, proxies)) return false;
  const header = incoming ? request.headers['x-forwarded-proto'] : request.headers.get('x-forwarded-proto');
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
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
