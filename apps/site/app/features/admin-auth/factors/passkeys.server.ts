import type { Db } from '~/platform/db/types';

/** A registered passkey as the Security page lists it (the public key stays in the database). */
export interface Passkey {
  credentialId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What WebAuthn verification needs of a stored credential. */
export interface StoredCredential {
  credentialId: string;
  adminId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

interface PasskeyRow {
  credential_id: string;
  admin_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export const maxPasskeysPerAdmin = 10;

const toPasskey = (row: PasskeyRow): Passkey => ({
  credentialId: row.credential_id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

export async function listPasskeys(db: Db, adminId: string): Promise<Passkey[]> {
  const rows = await db.all<PasskeyRow>('SELECT * FROM admin_passkeys WHERE admin_id = ? ORDER BY created_at', [
    adminId,
  ]);
  return rows.map(toPasskey);
}

export async function countPasskeys(db: Db, adminId: string): Promise<number> {
  const row = await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM admin_passkeys WHERE admin_id = ?', [
    adminId,
  ]);
  return Number(row?.count ?? 0);
}

/** Whether any admin has a passkey (the login page offers passkey sign-in only then: otherwise it is as before). */
export async function anyPasskeys(db: Db): Promise<boolean> {
  return Boolean(await db.get('SELECT 1 AS found FROM admin_passkeys LIMIT 1'));
}

/** The stored credential with this id (base64url), for sign-in; undefined when unknown. */
export async function findCredential(db: Db, credentialId: string): Promise<StoredCredential | undefined> {
  const row = await db.get<PasskeyRow>('SELECT * FROM admin_passkeys WHERE credential_id = ?', [credentialId]);
  if (!row) return undefined;
  let transports: string[] = [];
  try {
    transports = JSON.parse(row.transports) as string[];
  } catch {
    transports = [];
  }
  return {
    credentialId: row.credential_id,
    adminId: row.admin_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')) as Uint8Array<ArrayBuffer>,
    counter: Number(row.counter),
    transports,
  };
}

export async function savePasskey(
  db: Db,
  input: StoredCredential & { name: string },
  now: Date = new Date(),
): Promise<void> {
  await db.run(
    'INSERT INTO admin_passkeys (credential_id, admin_id, public_key, counter, transports, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      input.credentialId,
      input.adminId,
      Buffer.from(input.publicKey).toString('base64url'),
      input.counter,
      JSON.stringify(input.transports.slice(0, 8)),
      input.name,
      now.toISOString(),
    ],
  );
}

/** Records a use: the new signature counter (clone detection) and the last-used date. */
export async function markPasskeyUsed(db: Db, credentialId: string, counter: number, now: Date = new Date()) {
  await db.run('UPDATE admin_passkeys SET counter = ?, last_used_at = ? WHERE credential_id = ?', [
    counter,
    now.toISOString(),
    credentialId,
  ]);
}

export async function removePasskey(db: Db, adminId: string, credentialId: string): Promise<boolean> {
  const removed = await db.run('DELETE FROM admin_passkeys WHERE admin_id = ? AND credential_id = ?', [
    adminId,
    credentialId,
  ]);
  return removed.changes > 0;
}
