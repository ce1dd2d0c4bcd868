import { isIP } from 'node:net';

/** The 16-bit groups of an IPv6 address (`::` expanded, a trailing dotted IPv4 part folded in). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const before = head ? head.split(':') : [];
  if (tail === undefined) return before.map((group) => parseInt(group, 16));
  const after = tail ? tail.split(':') : [];
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => '0');
  return [...before, ...zeros, ...after].map((group) => parseInt(group, 16));
}

/**
 * The unit a per-address limit counts: an IPv4 address itself, an IPv6 address's /64. One subscriber usually
 * gets a whole /64 (often more), so counting single IPv6 addresses would hand an attacker 2^64 fresh ones.
 */
export function addressGroup(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}
