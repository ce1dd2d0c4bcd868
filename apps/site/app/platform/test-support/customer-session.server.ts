import { randomUUID } from 'node:crypto';
import { createCustomerSession } from '~/platform/auth/customer-session.server';
import type { Db } from '~/platform/db/types';

/**
 * A verified customer account (`<name>@example.com` unless an e-mail is given), with no password: the tests of
 * features that only need someone signed in do not pay for a password hash.
 */
export async function newCustomer(db: Db, name: string, options: { email?: string; verified?: boolean } = {}) {
  const now = new Date().toISOString();
  const customer = { id: randomUUID(), email: options.email ?? `${name.toLowerCase()}@example.com`, name };
  await db.run(
    `INSERT INTO customers (id, email, name, password_hash, created_at, updated_at, email_verified_at)
     VALUES (?, ?, ?, '', ?, ?, ?)`,
    [customer.id, customer.email, customer.name, now, now, options.verified === false ? null : now],
  );
  return customer;
}

/** A new verified customer signed in: the cookie to send back and the session's form token. */
export async function signedInCustomer(db: Db, name: string, options: { email?: string } = {}) {
  const customer = await newCustomer(db, name, options);
  const { setCookie, csrfToken } = await createCustomerSession(db, new Request('http://localhost:3700'), customer.id);
  return { customer, cookie: setCookie.split(';')[0]!, csrfToken };
}
