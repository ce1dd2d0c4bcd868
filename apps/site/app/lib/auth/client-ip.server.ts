import { BlockList, isIP } from 'node:net';

type Env = Record<string, string | undefined>;

function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  // IPv4 clients on a dual-stack socket appear as ::ffff:a.b.c.d.
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * The proxies named by TRUST_PROXY: comma-separated addresses, CIDR ranges, or `loopback` (1/true/yes mean loopback).
 * Without it nothing is trusted and X-Forwarded-For is ignored (it is trivially spoofed).
 */
export function trustedProxies(env: Env = process.env): BlockList | undefined {
  const raw = env.TRUST_PROXY?.trim().toLowerCase();
  if (!raw || raw === '0' || raw === 'false' || raw === 'no') return undefined;
  // A bare yes (the server's TRUST_PROXY flag) trusts only a proxy on this host, never any address.
  const setting = raw === '1' || raw === 'true' || raw === 'yes' ? 'loopback' : raw;
  const list = new BlockList();
  for (const raw of setting.split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or "loopback"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the request came through a proxy named by TRUST_PROXY (so its X-Forwarded-* headers count). */
export function fromTrustedProxy(context: unknown, env: Env = process.env): boolean {
  const list = trustedProxies(env);
  const socket = socketAddress(context);
  return Boolean(list && socket && isTrusted(list, socket));
}

function socketAddress(context: unknown): string | undefined {
  const value = (context as { clientIp?: unknown } | null | undefined)?.clientIp;
  return typeof value === 'string' && value ? normalise(value) : undefined;
}

/**
 * The client's IP: the socket address the production server puts in the load context as `clientIp`,
 * unless that address is a proxy named by TRUST_PROXY; then the nearest X-Forwarded-For hop that is
 * not itself a trusted proxy (hops further left are client-supplied and could be forged).
 */
export function clientIp(request: Request, context: unknown, env: Env = process.env): string {
  const socket = socketAddress(context);
  if (!socket) return 'unknown';
  const list = trustedProxies(env);
  if (!list || !isTrusted(list, socket)) return socket;
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalise)
    .filter((hop) => isIP(hop));
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!isTrusted(list, hop)) return hop;
  }
  return hops[0] ?? socket;
}
