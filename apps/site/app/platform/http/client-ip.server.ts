import { isIP } from 'node:net';
import { type TrustedProxies, serverConfig } from '../../config.server.ts';

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** What the server knows of the request's transport: the socket's peer address ('' when unknown). */
export interface Peer {
  readonly clientIp: string;
}

/** Whether the request came through a proxy named by TRUST_PROXY (so its X-Forwarded-* headers count). */
export function fromTrustedProxy(
  context: Peer | undefined,
  proxies: TrustedProxies | undefined = serverConfig().trustedProxies,
): boolean {
  const socket = socketAddress(context);
  return Boolean(proxies && socket && proxies.trusts(socket));
}

function socketAddress(context: Peer | undefined): string | undefined {
  return context?.clientIp ? normalise(context.clientIp) : undefined;
}

/**
 * The client's IP: the socket address the production server puts in the load context as `clientIp`,
 * unless that address is a proxy named by TRUST_PROXY; then the nearest X-Forwarded-For hop that is
 * not itself a trusted proxy (hops further left are client-supplied and could be forged).
 */
export function clientIp(
  request: Request,
  context: Peer | undefined,
  proxies: TrustedProxies | undefined = serverConfig().trustedProxies,
): string {
  const socket = socketAddress(context);
  if (!socket) return 'unknown';
  if (!proxies || !proxies.trusts(socket)) return socket;
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalise)
    .filter((hop) => isIP(hop));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!proxies.trusts(hop)) return hop;
  }
  return hops[0] ?? socket;
}
