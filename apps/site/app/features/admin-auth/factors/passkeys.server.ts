import type { Db } from '~/platform/db/types';
import {
  type Passkey,
  type StoredCredential as PlatformCredential,
  adminPasskeyTables,
  passkeyStore,
} from '~/platform/auth/webauthn/passkey-store.server';

/*
 * The admin's passkeys: the platform's passkey store (shared with customers) over the admin tables, under the
 * names the admin code has always used.
 */

export type { Passkey };

/** What WebAuthn verification needs of a stored credential. */
export type StoredCredential = Omit<PlatformCredential, 'ownerId'> & { adminId: string };

export const maxPasskeysPerAdmin = 10;

const store = passkeyStore(adminPasskeyTables);

export const listPasskeys = (db: Db, adminId: string): Promise<Passkey[]> => store.list(db, adminId);

export const countPasskeys = (db: Db, adminId: string): Promise<number> => store.count(db, adminId);

/** Whether any admin has a passkey (the login page offers passkey sign-in only then: otherwise it is as before). */
export const anyPasskeys = (db: Db): Promise<boolean> => store.any(db);

/** The stored credential with this id (base64url), for sign-in; undefined when unknown. */
export async function findCredential(db: Db, credentialId: string): Promise<StoredCredential | undefined> {
  const found = await store.find(db, credentialId);
  if (!found) return undefined;
  const { ownerId, ...rest } = found;
  return { ...rest, adminId: ownerId };
}

export function savePasskey(db: Db, input: StoredCredential & { name: string }, now: Date = new Date()) {
  const { adminId, ...rest } = input;
  return store.save(db, { ...rest, ownerId: adminId }, now);
}

/** Records a use: the new signature counter (clone detection) and the last-used date. */
export const markPasskeyUsed = (db: Db, credentialId: string, counter: number, now: Date = new Date()) =>
  store.markUsed(db, credentialId, counter, now);

export const removePasskey = (db: Db, adminId: string, credentialId: string): Promise<boolean> =>
  store.remove(db, adminId, credentialId);
