import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';

/*
 * Passkeys of admins and of customers are stored alike, in two pairs of tables: an admin's passkey must never
 * sign a customer in, or the reverse, so they never share a table (a credential id found in the wrong one is
 * simply unknown). The names are fixed here, never taken from input.
 */

/** Where one kind of account keeps its passkeys and its outstanding WebAuthn challenges. */
export interface PasskeyTables {
  passkeys: 'admin_passkeys' | 'customer_passkeys';
  /** The passkey table's and the challenge table's column naming the account. */
  owner: 'admin_id' | 'customer_id';
  challenges: 'admin_webauthn_challenges' | 'customer_webauthn_challenges';
  /** Whether the passkey table has its own `id` key (customers rename and remove by it). */
  rowId: boolean;
}

export const adminPasskeyTables: PasskeyTables = {
  passkeys: 'admin_passkeys',
  owner: 'admin_id',
  challenges: 'admin_webauthn_challenges',
  rowId: false,
};

export const customerPasskeyTables: PasskeyTables = {
  passkeys: 'customer_passkeys',
  owner: 'customer_id',
  challenges: 'customer_webauthn_challenges',
  rowId: true,
};

/** A registered passkey as a list shows it (the public key stays in the database). */
export interface Passkey {
  /** The row's id where the table has one (customers), else the credential id. */
  id: string;
  credentialId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What WebAuthn verification needs of a stored credential. */
export interface StoredCredential {
  credentialId: string;
  ownerId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

interface PasskeyRow {
  id?: string;
  credential_id: string;
  owner_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const parseTransports = (value: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** The passkey queries over one kind's table. */
export function passkeyStore(tables: PasskeyTables) {
  const { passkeys: table, owner } = tables;
  const columns = `${tables.rowId ? 'id, ' : ''}credential_id, ${owner} AS owner_id, public_key, counter, transports, name, created_at, last_used_at`;
  const toPasskey = (row: PasskeyRow): Passkey => ({
    id: row.id ?? row.credential_id,
    credentialId: row.credential_id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  });

  return {
    async list(db: Db, ownerId: string): Promise<Passkey[]> {
      const rows = await db.all<PasskeyRow>(
        `SELECT ${columns} FROM ${table} WHERE ${owner} = ? ORDER BY created_at, credential_id`,
        [ownerId],
      );
      return rows.map(toPasskey);
    },

    async count(db: Db, ownerId: string): Promise<number> {
      const row = await db.get<{ count: number }>(`SELECT COUNT(*) AS count FROM ${table} WHERE ${owner} = ?`, [
        ownerId,
      ]);
      return Number(row?.count ?? 0);
    },

    /** Whether anyone of this kind has a passkey. */
    async any(db: Db): Promise<boolean> {
      return Boolean(await db.get(`SELECT 1 AS found FROM ${table} LIMIT 1`));
    },

    /** The stored credential with this id (base64url), for sign-in; undefined when unknown. */
    async find(db: Db, credentialId: string): Promise<StoredCredential | undefined> {
      const row = await db.get<PasskeyRow>(`SELECT ${columns} FROM ${table} WHERE credential_id = ?`, [credentialId]);
      if (!row) return undefined;
      return {
        credentialId: row.credential_id,
        ownerId: row.owner_id,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')) as Uint8Array<ArrayBuffer>,
        counter: Number(row.counter),
        transports: parseTransports(row.transports),
      };
    },

    async save(db: Db, input: StoredCredential & { name: string }, now: Date = new Date()): Promise<void> {
      const values = [
        input.credentialId,
        input.ownerId,
        Buffer.from(input.publicKey).toString('base64url'),
        input.counter,
        JSON.stringify(input.transports.slice(0, 8)),
        input.name,
        now.toISOString(),
      ];
      await db.run(
        `INSERT INTO ${table} (${tables.rowId ? 'id, ' : ''}credential_id, ${owner}, public_key, counter, transports, name, created_at)
         VALUES (${tables.rowId ? '?, ' : ''}?, ?, ?, ?, ?, ?, ?)`,
        tables.rowId ? [randomUUID(), ...values] : values,
      );
    },

    /** Records a use: the new signature counter (clone detection) and the last-used date. */
    async markUsed(db: Db, credentialId: string, counter: number, now: Date = new Date()) {
      await db.run(`UPDATE ${table} SET counter = ?, last_used_at = ? WHERE credential_id = ?`, [
        counter,
        now.toISOString(),
        credentialId,
      ]);
    },

    /** Removes one of the owner's passkeys, named by its id (see Passkey.id). */
    async remove(db: Db, ownerId: string, id: string): Promise<boolean> {
      const key = tables.rowId ? 'id' : 'credential_id';
      const removed = await db.run(`DELETE FROM ${table} WHERE ${owner} = ? AND ${key} = ?`, [ownerId, id]);
      return removed.changes > 0;
    },

    /** Renames one of the owner's passkeys, named by its id (see Passkey.id). */
    async rename(db: Db, ownerId: string, id: string, name: string): Promise<boolean> {
      const key = tables.rowId ? 'id' : 'credential_id';
      const renamed = await db.run(`UPDATE ${table} SET name = ? WHERE ${owner} = ? AND ${key} = ?`, [
        name,
        ownerId,
        id,
      ]);
      return renamed.changes > 0;
    },
  };
}

export type PasskeyStore = ReturnType<typeof passkeyStore>;
