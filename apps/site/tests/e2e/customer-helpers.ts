import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createCustomer } from '../../app/features/customers/customers.server';
import { openDatabase } from '../../app/platform/db/db.server';
import type { Db } from '../../app/platform/db/types';
import { expect } from './fixtures';

export interface TestCustomer {
  id: string;
  email: string;
  name: string;
  /** Generated at run time: no credential in the repository. */
  password: string;
}

/**
 * A new customer with a verified address and a password, made as `pnpm customer:create` makes one (and then
 * verified) in the e2e server's database. The hash is made at a low scrypt cost: a sign-in checks a password at
 * the cost its hash names, so signing in through the /login form takes milliseconds instead of a production hash's
 * seconds on a loaded machine. The sign-up and its e-mailed code have their own spec (customers-sign-up.spec.ts,
 * on a server of its own that sends mail). Opens the database itself when not given one.
 */
export async function newVerifiedCustomer(name: string, db?: Db, prefix = 'customer'): Promise<TestCustomer> {
  const database = db ?? (await openDatabase(process.env.E2E_DATABASE_URL));
  try {
    const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
    const password = `${randomBytes(18).toString('base64url')}-${randomBytes(6).toString('hex')}`;
    const customer = await createCustomer(database, { email, password, name }, { params: { N: 2 ** 10, r: 8, p: 1 } });
    await database.run('UPDATE customers SET email_verified_at = created_at WHERE id = ?', [customer.id]);
    return { ...customer, password };
  } finally {
    if (!db) await database.close();
  }
}

/**
 * Signs in on the customer sign-in form the page is on (reached as a person reaches it: a "Sign in" link, or a
 * redirect from something that needs an account), then waits for the page the form sends them back to.
 */
export async function signInOnForm(page: Page, customer: TestCustomer, landsOn: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(landsOn);
}
