import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { installSecret } from '~/platform/db/site-secrets.server';
import type { Db } from '~/platform/db/types';

// The TOTP secret must be read back to check codes, so it cannot be hashed. It is encrypted with a per-install
// key kept in site_secrets (docs/decisions/020): a copy of admin_totp alone (an export, a log of a row, a
// partial restore) reveals nothing; the same key peppers the recovery-code hashes.

/** The install's factor key, generated once and shared by every instance on the database. */
export async function factorKey(db: Db): Promise<Buffer> {
  return Buffer.from(await installSecret(db, 'admin_factor_key'), 'base64url');
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plain secret; throws when the value was not sealed with this key. */
export function decryptSecret(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('sealed secret malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** A keyed hash for values the server only compares (recovery codes): a leaked table cannot be brute-forced alone. */
export function pepperedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}
