import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';
import { createCustomerSession } from '../../app/platform/auth/customer-session.server';
import { openDatabase } from '../../app/platform/db/db.server';
import type { Db } from '../../app/platform/db/types';
import { expectNoAxeViolations } from './axe';
import { newVerifiedCustomer } from './customer-helpers';
import { expect, test } from './fixtures';

/*
 * The account page against the server's own database. The customer is made directly (as `pnpm customer:create`
 * makes one, then verified) and its sessions written as the app writes them: the sign-up and the password sign-in
 * have their own specs, and several sessions at once (to sign the others out) are quicker written than signed in.
 */

const baseURL = () => process.env.E2E_BASE_URL!;
const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';

let db: Db;
test.beforeAll(async () => {
  db = await openDatabase(process.env.E2E_DATABASE_URL);
});
test.afterAll(async () => {
  await db?.close();
});

/** A session of the customer on another device (a row as the app writes it); returns nothing a browser uses. */
const otherDevice = (customerId: string) =>
  createCustomerSession(db, new Request(baseURL(), { headers: { 'user-agent': phone } }), customerId);

/** Signs the browser context in as the customer, the way the app does after a correct password. */
async function addCustomerSession(context: BrowserContext, customerId: string) {
  const { setCookie } = await createCustomerSession(
    db,
    new Request(baseURL(), { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' } }),
    customerId,
  );
  const [name = '', value = ''] = setCookie.split(';', 1)[0]!.split('=');
  await context.addCookies([{ name, value, url: baseURL(), httpOnly: true, sameSite: 'Lax' }]);
}

test('a customer adds a passkey, signs in with it alone, ends another session, downloads the data and deletes the account', async ({
  page,
}) => {
  test.slow(); // two axe scans, a passkey ceremony twice and a download
  const customer = await newVerifiedCustomer('Passkey Person', db, 'account');
  await addCustomerSession(page.context(), customer.id);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  const response = await page.goto('/account');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expectNoAxeViolations(page, { label: '/account at 1280 px' });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/account');
  await expectNoAxeViolations(page, { label: '/account at 375 px, dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The passkey "Test laptop" was added.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText('Test laptop', { exact: true })).toBeVisible();

  // Signed out, then in with the passkey alone: no e-mail, no password.
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await sessions
    .getByRole('listitem')
    .filter({ hasText: '(this browser)' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${baseURL()}/account`);

  // Another device's session ends from here.
  await otherDevice(customer.id);
  await page.reload();
  await sessions.getByRole('button', { name: /^Sign out Safari on iOS/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'That session was signed out.' })).toBeVisible();
  await expect(sessions.getByText('Safari on iOS')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^upm-trading-account-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const exported = JSON.parse(text) as { account: { email: string }; passkeys: { name: string }[] };
  expect(exported.account.email).toBe(customer.email);
  expect(exported.passkeys.map((key) => key.name)).toEqual(['Test laptop']);
  expect(text).not.toMatch(/scrypt|password_hash|csrf/);

  await page.getByLabel('Your password, to confirm').fill(customer.password);
  await page.getByLabel('I understand that my account and its data will be deleted.', { exact: true }).check();
  await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL()}/account/deleted`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account was deleted' })).toBeVisible();

  // Neither the old cookie nor the passkey gets back in.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The passkey could not be verified.' })).toBeVisible();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the account page's forms work: the name changes and every other session is signed out", async ({ page }) => {
    const customer = await newVerifiedCustomer('Plain Form', db, 'account');
    await addCustomerSession(page.context(), customer.id);
    await otherDevice(customer.id);
    await otherDevice(customer.id);
    await page.goto('/account');
    await expect(page.getByText('Adding a passkey needs JavaScript')).toBeVisible();

    // The field's label reads "Name" and its required marker.
    const name = page.getByRole('textbox', { name: /^Name/ });
    // Spaces pass the browser's own `required` check; the server still refuses them, beside the field.
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await name.fill('Renamed Person');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your name was saved.' })).toBeVisible();
    await expect(name).toHaveValue('Renamed Person');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Signed out everywhere else (2 sessions).' }),
    ).toBeVisible();
    await expect(page.getByText('No other browser is signed in.')).toBeVisible();
  });
});

test.describe('the admin', () => {
  test.use({ signedIn: true });

  test('finds a customer by e-mail on the Customers page and disables the account after confirming', async ({
    page,
  }) => {
    const customer = await newVerifiedCustomer('Admin Target', db, 'account');
    await page.goto('/secure/admin/customers');
    await page.getByRole('searchbox', { name: 'E-mail contains' }).fill(customer.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(customer.email) });
    await expect(row).toContainText('Verified');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await row.getByRole('button', { name: `Disable: ${customer.email}` }).click();
    await page.getByRole('button', { name: 'Disable the account' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The account is disabled' })).toBeVisible();
    await expect(row).toContainText('Disabled');
  });
});
