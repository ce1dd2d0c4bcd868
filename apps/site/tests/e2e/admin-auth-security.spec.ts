import { generate } from 'otplib';
import type { Browser, Page } from '@playwright/test';
import { type PrivateServer, addAdminSession, startPrivateServer } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test } from './fixtures';
import { type Mailbox, openMailbox, smtpUrl } from './mail';

// Admin second factors on a server of their own with ADMIN_REQUIRE_2FA=1 (the shared e2e server keeps the one-step sign-in).
// One admin goes through the whole story in order, so the tests run serially. Sign-in runs scrypt: waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: PrivateServer;
let password: string;
let totpSecret = '';
let recoveryCodes: string[] = [];
// The invitation e-mail arrives at the run's SMTP sink, as it would at the invitee's mailbox.
let mailbox: Mailbox;

test.beforeAll(async () => {
  // A server of its own, started once for the file: a ceiling for its start on a loaded machine.
  test.setTimeout(180_000);
  mailbox = await openMailbox();
  server = await startPrivateServer({
    ADMIN_REQUIRE_2FA: '1',
    LOGIN_MAX_FAILURES: '3',
    SMTP_URL: smtpUrl(),
    CONTACT_TO: 'team@example.com',
  });
  password = server.password;
});

test.afterAll(async () => {
  await server?.stop();
});

/** The invitation link of an e-mail (quoted-printable soft breaks and `=3D` undone). */
function invitationLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/\S+\/secure\/admin\/invitation\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';
}

/** The one axe rule set every page is held to (axe.ts). */
async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
}

/** Opens a page and waits for hydration (the fixture does this only for its own `page`). */
async function open(page: Page, path: string) {
  await page.goto(`${server.baseURL}${path}`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

async function passwordStep(page: Page, secret = password, username = server.username) {
  await open(page, '/secure/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(secret);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The code the authenticator app shows `steps` periods from now (the server accepts ±1). */
const totpCode = (steps = 0) => generate({ secret: totpSecret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function codeStep(page: Page, code: string) {
  await expect(page).toHaveURL(/\/secure\/admin\/login\/verify/);
  await page.getByLabel('Authentication code or recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * A browser signed in as after both steps, with a session written by the app's own code: for the tests whose
 * subject comes after the sign-in (the session list, invitations), which the tests above already cover.
 */
async function signedInPage(browser: Browser) {
  const page = await newPage(browser);
  await addAdminSession(page.context(), server, 'totp');
  return page;
}

test('an admin without a second factor is sent to enrol after the password and reaches nothing else until done', async ({
  page,
  request,
}) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/secure\/admin\/login\/enrol/);
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // Half signed in: the admin pages still send to the login page, and the API of the page refuses too.
  const cookies = await page.context().cookies();
  const dashboard = await request.get(`${server.baseURL}/secure/admin/dashboard`, {
    headers: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    maxRedirects: 0,
  });
  expect(dashboard.status()).toBe(302);
  expect(dashboard.headers().location).toMatch(/\/secure\/admin\/login/);

  await expectAccessible(page);
  totpSecret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('alert')).toContainText('does not match');
  await page.getByLabel('Code from the app').fill(await totpCode());
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  recoveryCodes = await list.getByRole('listitem').allTextContents();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/secure\/admin\/dashboard/);
});

test('a code from the app signs in once; a used code and a used recovery code are refused', async ({ browser }) => {
  const page = await newPage(browser);
  await passwordStep(page);
  // Enrolment spent this period's code: the next period's (within the ±1 window) signs in.
  const code = await totpCode(1);
  await codeStep(page, code);
  await expect(page).toHaveURL(/\/secure\/admin\/dashboard/);

  const again = await newPage(browser);
  await passwordStep(again);
  await expect(again).toHaveURL(/\/secure\/admin\/login\/verify/);
  await expectAccessible(again);
  await codeStep(again, code);
  await expect(again.getByRole('alert')).toHaveText(
    'That code is not valid. Check your authenticator app and try again.',
  );
  await codeStep(again, recoveryCodes[0]!);
  await expect(again).toHaveURL(/\/secure\/admin\/dashboard/);
  await open(again, '/secure/admin/security');
  await expect(again.getByText('Recovery codes left: 9 of 10.')).toBeVisible();
  await expectAccessible(again);

  const third = await newPage(browser);
  await passwordStep(third);
  await codeStep(third, recoveryCodes[0]!);
  await expect(third.getByRole('alert')).toContainText('not valid');
  await page.context().close();
  await again.context().close();
  await third.context().close();
});

test('ending a session from the list and changing the password sign the other browsers out', async ({ browser }) => {
  const [first, second, third] = [
    await signedInPage(browser),
    await signedInPage(browser),
    await signedInPage(browser),
  ];
  await open(first, '/secure/admin/security');
  const sessions = first.getByRole('table', { name: 'Where you are signed in' });
  await expect(sessions.getByText('(this session)')).toBeVisible();
  const before = await sessions.getByRole('button', { name: /^Sign out/ }).count();
  await sessions
    .getByRole('button', { name: /^Sign out/ })
    .first()
    .click();
  await expect(sessions.getByRole('button', { name: /^Sign out/ })).toHaveCount(before - 1);
  // One of the two others was ended; the one still signed in is ended by the password change.
  const signedOut = async (page: Page) => {
    await open(page, '/secure/admin/dashboard');
    return /\/secure\/admin\/login/.test(page.url());
  };
  const ended = [await signedOut(second), await signedOut(third)];
  expect(ended.filter(Boolean)).toHaveLength(1);
  const survivor = ended[0] ? third : second;

  const newPassword = `${password}-changed`;
  await first.getByLabel('Current password').fill(password);
  await first.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await first.getByLabel('Repeat the new password').fill(newPassword);
  await first.getByRole('button', { name: 'Change password' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'Your password was changed' })).toBeVisible();
  password = newPassword;
  expect(await signedOut(survivor)).toBe(true);
  await open(first, '/secure/admin/dashboard');
  await expect(first).toHaveURL(/\/secure\/admin\/dashboard/);
  for (const page of [first, second, third]) await page.context().close();
});

test('a passkey from a virtual authenticator is added, then signs in alone and after the password', async ({
  browser,
}) => {
  const page = await newPage(browser);
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
  await passwordStep(page);
  await codeStep(page, recoveryCodes[4]!);
  await expect(page).toHaveURL(/\/secure\/admin\/dashboard/);
  await open(page, '/secure/admin/security');
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Passkeys' })).toContainText('Test laptop');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/secure\/admin\/login/);
  await open(page, '/secure/admin/login');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/secure\/admin\/dashboard/);
  await open(page, '/secure/admin/security');
  await expect(page.getByRole('list', { name: 'Passkeys' })).not.toContainText('last used Never');

  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page);
  await expect(page).toHaveURL(/\/secure\/admin\/login\/verify/);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/secure\/admin\/dashboard/);
  await page.context().close();
});

test('a super admin invites a second admin by e-mail, who sets a password, enrols a factor and signs in', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await open(page, '/secure/admin/admins');
  await expectAccessible(page);
  const username = `second-${Date.now().toString(36)}`;
  await page.getByLabel('E-mail').fill('second-admin@example.com');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText('Invitation e-mailed');
  const invitation = await mailbox.waitFor('second-admin@example.com', '');
  expect(await mailbox.to('second-admin@example.com')).toHaveLength(1);
  const link = invitationLink(invitation.raw);
  expect(link).not.toBe('');

  const invitee = await newPage(browser);
  await invitee.goto(link);
  await expectAccessible(invitee);
  const secondPassword = `${password}-second`;
  await invitee.getByRole('textbox', { name: 'New password', exact: true }).fill(secondPassword);
  await invitee.getByLabel('Repeat the password').fill(secondPassword);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await expect(invitee).toHaveURL(/\/secure\/admin\/login\/enrol/);
  const secret = (await invitee.getByTestId('totp-secret').textContent()) ?? '';
  await invitee.getByLabel('Code from the app').fill(await generate({ secret }));
  await invitee.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(invitee.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await invitee.getByRole('link', { name: 'Continue' }).click();
  await expect(invitee).toHaveURL(/\/secure\/admin\/dashboard/);
  // The link was single use.
  await invitee.goto(link);
  await expect(invitee.getByRole('alert')).toContainText('no longer valid');
  // Signing in again as the new admin: password, then the app's next code.
  const again = await newPage(browser);
  await passwordStep(again, secondPassword, username);
  await codeStep(again, await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await expect(again).toHaveURL(/\/secure\/admin\/dashboard/);
  for (const opened of [page, invitee, again]) await opened.context().close();
});

test('the second step is throttled like the password', async ({ browser }) => {
  const page = await newPage(browser);
  await passwordStep(page);
  // LOGIN_MAX_FAILURES=3 on this server: three wrong codes, then the pair waits.
  for (let attempt = 0; attempt < 3; attempt++) {
    await codeStep(page, 'AAAAA-AAAAA');
    await expect(page.getByRole('alert')).toContainText('not valid');
  }
  await codeStep(page, recoveryCodes[5]!);
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  await expect(page).toHaveURL(/\/secure\/admin\/login\/verify/);
  await page.context().close();
});
