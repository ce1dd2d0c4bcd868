import { randomBytes } from 'node:crypto';
import type { Db } from './types';

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * The installation's secret `name` (32 random bytes, base64url), created on first use in site_secrets and so
 * shared by every instance on the database: the first writer wins, everyone reads its value. Kept per process
 * once read; a failed read is forgotten, so the next call tries again.
 */
export function installSecret(db: Db, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      await db.run(
        'INSERT INTO site_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING',
        [name, randomBytes(32).toString('base64url'), new Date().toISOString()],
      );
      const row = await db.get<{ value: string }>('SELECT value FROM site_secrets WHERE name = ?', [name]);
      if (!row) throw new Error(`site secret ${name} missing after insert`);
      return row.value;
    })();
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
