import { createHash, randomBytes } from 'node:crypto';
import { serverConfig } from '../config.server';
import type { Db } from '../lib/db/types';

// Same salt (IP_HASH_SALT, else the per-install `ip_hash_salt` row of site_secrets) and the same
// hash as the broker click log, so one visitor hashes to one value across tables.
const salts = new WeakMap<Db, Promise<string>>();

/** The per-install salt: IP_HASH_SALT when set, else generated once and kept in site_secrets. */
export function ipHashSalt(db: Db): Promise<string> {
  const configured = serverConfig().ipHashSalt;
  if (configured) return Promise.resolve(configured);
  let salt = salts.get(db);
  if (!salt) {
    salt = (async () => {
      await db.run(
        'INSERT INTO site_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
        ['ip_hash_salt', randomBytes(32).toString('base64url'), new Date().toISOString()],
      );
      const row = await db.get<{ value: string }>('SELECT value FROM site_secrets WHERE name = ?', ['ip_hash_salt']);
      if (!row) throw new Error('IP-hash salt missing after insert');
      return row.value;
    })();
    salt.catch(() => salts.delete(db));
    salts.set(db, salt);
  }
  return salt;
}

/** SHA-256 of salt and IP, hex: counts distinct visitors (contact rate limit, click-outs) without keeping addresses. */
export function hashIp(salt: string, ip: string): string {
  return createHash('sha256').update(salt).update('\0').update(ip).digest('hex');
}

/** The installation's hash of a client IP. An unknown IP hashes as the literal `unknown`. */
export async function hashClientIp(db: Db, ip: string | null): Promise<string> {
  return hashIp(await ipHashSalt(db), ip ?? 'unknown');
}
