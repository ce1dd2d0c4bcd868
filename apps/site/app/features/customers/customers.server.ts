import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { logEvent } from '~/platform/http/log.server';
import {
  type ScryptParams,
  hashPassword,
  passwordProblem,
  verifyAgainstDummy,
  verifyPassword,
} from '~/platform/auth/password.server';
import {
  type ThrottleSettings,
  attemptFailed,
  attemptSucceeded,
  rememberSignInAddress,
  reserveAttempt,
  throttleMessage,
  throttleSettings,
} from '~/platform/auth/throttle.server';
import { customerSignInSchema, invalidCredentialsMessage } from '~/platform/auth/sign-in-schemas';
import { addressGroup } from '~/platform/http/address-group.server';
import type { Db } from '~/platform/db/types';
import { emailField } from '~/platform/forms/email';

/** The customer the API hands out (the sign-in response's "user"): never the password hash. */
export interface Customer {
  id: string;
  email: string;
  name: string;
}

interface CustomerRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
}

const toCustomer = (row: Pick<CustomerRow, 'id' | 'email' | 'name'>): Customer => ({
  id: row.id,
  email: row.email,
  name: row.name,
});

/** How long a token stays valid without a sign-out. */
export const tokenLifetimeMs = 30 * 24 * 3_600_000;

/** The message for every failed sign-in: the same for an unknown e-mail and a wrong password. */
export { invalidCredentialsMessage };

/** E-mail addresses are compared lower-cased and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The body of POST /api/auth/login (e-mail and password, as the original's customer login sent): the customer sign-in form's schema. */
export const loginBodySchema = customerSignInSchema;

const invalidEmail = 'The e-mail address is not valid.';
const customerEmail = emailField({ missing: invalidEmail, tooLong: invalidEmail, invalid: invalidEmail });

/** Thrown when an account cannot be created; the message is meant for the operator. */
export class CustomerSetupError extends Error {
  override name = 'CustomerSetupError';
}

/** Creates a customer account; refuses an invalid e-mail, a weak password (see passwordProblem) or a taken e-mail. */
export async function createCustomer(
  db: Db,
  input: { email: string; password: string; name?: string },
  options: { params?: ScryptParams; now?: Date } = {},
): Promise<Customer> {
  const email = customerEmail.safeParse(normaliseEmail(input.email));
  if (!email.success) throw new CustomerSetupError(invalidEmail);
  const problem = passwordProblem(input.password, { who: 'customer', email: email.data });
  if (problem) throw new CustomerSetupError(problem);
  if (await db.get('SELECT id FROM customers WHERE email = ?', [email.data])) {
    throw new CustomerSetupError(`A customer with the e-mail ${email.data} already exists.`);
  }
  const now = (options.now ?? new Date()).toISOString();
  const customer = { id: randomUUID(), email: email.data, name: (input.name ?? '').trim().slice(0, 100) };
  // The operator typed the address: it counts as verified.
  await db.run(
    'INSERT INTO customers (id, email, name, password_hash, created_at, updated_at, email_verified_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [customer.id, customer.email, customer.name, await hashPassword(input.password, options.params), now, now, now],
  );
  return customer;
}

/** SHA-256 of a token, hex: what the database keeps (a 256-bit random token needs no salt or slow hash). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type CustomerSignInResult =
  { ok: true; token: string; user: Customer } | { ok: false; status: 401 | 429; message: string };

// Customers get their own counters: a customer's failures must never lock an admin out (or the reverse),
// so both keys carry a prefix that no admin username or IP can have.
const throttleKey = (email: string, ip: string) => ({
  username: `customer:${normaliseEmail(email)}`,
  // Grouped here (an IPv6 /64 as one address): the prefix that keeps these counts apart hides the address from
  // the throttle's own grouping.
  ip: `customer:${addressGroup(ip)}`,
});

export type CustomerCheck = { ok: true; customer: Customer } | { ok: false; status: 401 | 429; message: string };

/**
 * Checks an e-mail and password: the one check behind the /login form and POST /api/auth/login. Throttled like
 * the admin sign-in, per (e-mail, IP) with growing delays, per e-mail and per IP, the attempt reserved before the
 * password is checked. An unknown e-mail, an account without a password (it signs in with a passkey), an
 * unverified, disabled or deleted one: each costs one scrypt and gets the one failure answer.
 */
export async function checkCustomerPassword(
  db: Db,
  input: { email: string; password: string; ip: string },
  options: { now?: Date; settings?: ThrottleSettings } = {},
): Promise<CustomerCheck> {
  const now = options.now ?? new Date();
  const settings = options.settings ?? throttleSettings();
  const key = throttleKey(input.email, input.ip);
  const reservation = await reserveAttempt(db, key, now, settings);
  if (!reservation.allowed) {
    const { retryAfterMs, limit } = reservation;
    logEvent('customer.sign_in_throttled', { email: input.email, ip: input.ip, retryAfterMs, limit });
    return { ok: false, status: 429, message: throttleMessage(retryAfterMs) };
  }
  const found = await db.get<CustomerRow & { usable: number | string }>(
    `SELECT id, email, name, password_hash,
            CASE WHEN email_verified_at IS NOT NULL AND disabled_at IS NULL AND deleted_at IS NULL THEN 1 ELSE 0 END AS usable
     FROM customers WHERE email = ?`,
    [normaliseEmail(input.email)],
  );
  const row = found?.password_hash ? found : undefined;
  const valid = row
    ? await verifyPassword(input.password, row.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!row || !valid || Number(row.usable) !== 1) {
    await attemptFailed(db, reservation.attempt, now, settings);
    logEvent('customer.sign_in_failed', { email: input.email, ip: input.ip });
    return { ok: false, status: 401, message: invalidCredentialsMessage };
  }
  await attemptSucceeded(db, reservation.attempt);
  // A customer has no second factor: an address they signed in from is the only way past the per-e-mail cap.
  await rememberSignInAddress(db, key, now, settings);
  await db.run('UPDATE customers SET last_login_at = ? WHERE id = ?', [now.toISOString(), row.id]);
  logEvent('customer.sign_in', { customerId: row.id, ip: input.ip });
  return { ok: true, customer: toCustomer(row) };
}

/** Checks an e-mail and password (checkCustomerPassword) and issues a bearer token: 256 random bits, stored only as its hash. */
export async function signInCustomer(
  db: Db,
  input: { email: string; password: string; ip: string },
  options: { now?: Date; settings?: ThrottleSettings } = {},
): Promise<CustomerSignInResult> {
  const now = options.now ?? new Date();
  const checked = await checkCustomerPassword(db, input, { ...options, now });
  if (!checked.ok) return checked;
  const token = randomBytes(32).toString('base64url');
  await db.run(
    'INSERT INTO customer_tokens (id, customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [
      randomUUID(),
      checked.customer.id,
      hashToken(token),
      now.toISOString(),
      new Date(now.getTime() + tokenLifetimeMs).toISOString(),
    ],
  );
  // Dead tokens are useless: trimming them at sign-in keeps the table small without a timer.
  await db.run('DELETE FROM customer_tokens WHERE expires_at < ? OR revoked_at < ?', [
    now.toISOString(),
    new Date(now.getTime() - 24 * 3_600_000).toISOString(),
  ]);
  return { ok: true, token, user: checked.customer };
}

/** The bearer token of a request (`Authorization: Bearer <token>`), or undefined. */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.get('authorization')?.trim() ?? '');
  return match?.[1];
}

/** The customer a token belongs to, if the token exists, is not revoked and has not expired. */
export async function customerForToken(db: Db, token: string, now: Date = new Date()): Promise<Customer | undefined> {
  const row = await db.get<Pick<CustomerRow, 'id' | 'email' | 'name'>>(
    `SELECT c.id, c.email, c.name FROM customer_tokens t JOIN customers c ON c.id = t.customer_id
     WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?
       AND c.email_verified_at IS NOT NULL AND c.disabled_at IS NULL AND c.deleted_at IS NULL`,
    [hashToken(token), now.toISOString()],
  );
  return row ? toCustomer(row) : undefined;
}

/** Revokes a token (sign-out); true when a live token was revoked. */
export async function revokeToken(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  const result = await db.run('UPDATE customer_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL', [
    now.toISOString(),
    hashToken(token),
  ]);
  return result.changes > 0;
}
