import { createHash } from 'node:crypto';
import { serverConfig } from '~/config.server';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';

// One salt (IP_HASH_SALT, else the per-install `ip_hash_salt` row of site_secrets) and one hash for every table
// that keeps an address (click log, rate limits, sign-in addresses, sessions), so one visitor hashes to one value.

/** The per-install salt: IP_HASH_SALT when set, else generated once and kept in site_secrets. */
function ipHashSalt(db: Db): Promise<string> {
  const configured = serverConfig().ipHashSalt;
  return configured ? Promise.resolve(configured) : installSecret(db, 'ip_hash_salt');
}

/**
 * The installation's hash of a client IP: SHA-256 of salt and address, hex. Counts distinct visitors without
 * keeping addresses. An unknown IP hashes as the literal `unknown`.
 */
export async function hashClientIp(db: Db, ip: string | null): Promise<string> {
  const salt = await ipHashSalt(db);
  return createHash('sha256')
    .update(salt)
    .update('\0')
    .update(ip ?? 'unknown')
    .digest('hex');
}
