import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type PrivateServer, startPrivateServer } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { type Mailbox, openMailbox, smtpUrl } from './mail';

// A customer's whole way in, on a server of its own that e-mails the run's SMTP sink: sign up, the code
// from the e-mail, sign out, sign in, a reset from the e-mailed link. Once with scripts, once without.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let mailbox: Mailbox;
let server: PrivateServer;
const waitForMail = (to: string, subject: string, after = 0) => mailbox.waitFor(to, subject, after);

test.beforeAll(async () => {
  mailbox = await openMailbox();
  server = await startPrivateServer({
    SMTP_URL: smtpUrl(),
    CONTACT_TO: 'team@example.com',
    CONTACT_OUTBOX_INTERVAL_MS: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A fresh address and a password generated at run time (no credential in the repository). */
const newVisitor = (name: string) => ({
  name,
  email: `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`,
  password: `${randomBytes(12).toString('base64url')} ${randomBytes(6).toString('hex')}`,
});

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.baseURL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/account`);
}

async function signOut(page: Page) {
  await page.goto(`${server.baseURL}/logout`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/login?signed-out=1`);
}

async function resetPassword(page: Page, email: string, password: string, axe: boolean) {
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten password');
  await page.getByLabel('Email').fill(email);
  const before = (await mailbox.to(email)).length;
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this address');
  if (axe) await expectNoAxeViolations(page);
  const mail = await waitForMail(email, 'Resetting your UPM Trading password', before);
  const link = /(http\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByLabel(/^New password/).fill('too short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The password must be at least 15 characters long.')).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your new password is set. Please sign in with it.');
  // Single use.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used.');
}

test('with scripts: sign up, confirm with the e-mailed code, sign out, sign in, reset the password', async ({
  page,
}) => {
  const visitor = newVisitor('Tess');
  await page.goto(`${server.baseURL}/about`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/login`);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Open an account' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/signup`);

  // A message beside each wrong field; what was typed stays, the password does not.
  await page.getByLabel('Name').fill(visitor.name);
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill('short password');
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByText('The password must be at least 15 characters long.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(visitor.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Open account' }).click();
  await expect(page).toHaveURL(/\/signup\/verify\?s=/);
  await expect(page.getByText(`We sent a 6-digit code to ${visitor.email}`)).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = await waitForMail(visitor.email, 'Your UPM Trading code:');
  const code = /code: (\d{6})/.exec(mail.subject)![1]!;
  await page.getByLabel('Code').fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText(/That code is not right\. 4 tries left/)).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/account`);

  // Signed in: the header names the account after load, and /login goes straight on.
  await page.goto(`${server.baseURL}/about`);
  await expect(page.getByRole('banner').getByRole('link', { name: visitor.name })).toHaveAttribute('href', '/account');
  await page.goto(`${server.baseURL}/login`);
  await expect(page).toHaveURL(`${server.baseURL}/account`);

  await signOut(page);
  await page.goto(`${server.baseURL}/about`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, visitor.email, visitor.password);
  await signOut(page);

  const newPassword = `${randomBytes(12).toString('base64url')} new`;
  await resetPassword(page, visitor.email, newPassword, true);
  await signIn(page, visitor.email, newPassword);
  // The reset was notified.
  await waitForMail(visitor.email, 'A change to your UPM Trading account');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('sign up, confirm with the e-mailed link, sign out, reset the password, sign in with it', async ({ page }) => {
    const visitor = newVisitor('Noah');
    await page.goto(`${server.baseURL}/signup`);
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await page.getByLabel('Name').fill(visitor.name);
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Password', { exact: true }).fill(visitor.password);
    await page.getByRole('button', { name: 'Open account' }).click();
    await expect(page).toHaveURL(/\/signup\/verify\?s=/);

    const mail = await waitForMail(visitor.email, 'Your UPM Trading code:');
    const link = /(http\S+\/signup\/verify\?token=[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    // Opening the link (as a mail scanner would) confirms nothing; the button does.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my e-mail' }).click();
    await expect(page).toHaveURL(`${server.baseURL}/account`);
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('This sign-up has expired or is finished.');

    await signOut(page);
    const newPassword = `${randomBytes(12).toString('base64url')} new`;
    await resetPassword(page, visitor.email, newPassword, false);
    await signIn(page, visitor.email, newPassword);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the account pages fit 375 px, the header keeps its Sign in link, and dead links say so', async ({ page }) => {
    for (const path of ['/signup', '/login', '/signup/verify?token=unknown', '/reset-password?token=unknown']) {
      await page.goto(`${server.baseURL}${path}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
