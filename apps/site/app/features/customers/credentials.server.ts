import type { Db } from '~/platform/db/types';

/*
 * What an account can sign in with. A customer's password hash is '' when the account has none (it signed up to
 * use a passkey): such an account gets in with a passkey, or sets a password through /forgot-password while it
 * has no passkey yet.
 */

/** Whether the account has at least one passkey (the password rules then ask 8 characters, and e-mail resets stop). */
export async function accountHasPasskey(db: Db, customerId: string): Promise<boolean> {
  return Boolean(await db.get('SELECT 1 AS found FROM customer_passkeys WHERE customer_id = ? LIMIT 1', [customerId]));
}

/** Whether the account has a password. */
export async function accountHasPassword(db: Db, customerId: string): Promise<boolean> {
  const row = await db.get<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?', [customerId]);
  return Boolean(row?.password_hash);
}
