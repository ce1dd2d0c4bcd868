import { expect as baseExpect, test } from './fixtures';

// Sign-in runs scrypt (N=2^17) on the server: on a loaded machine that takes seconds, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
import { adminPassword, fillSignIn, signInAt, signInWithForm } from './admin-helpers';
import { expectNoAxeViolations } from './axe';

test.describe('admin sign-in', () => {
  test('an anonymous visitor of an admin page is sent to sign in and comes back to the requested page', async ({
    page,
  }) => {
    await page.goto('/secure/admin/audit');
    await expect(page).toHaveURL('/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Faudit');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await fillSignIn(page);
    await expect(page).toHaveURL('/secure/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  });

  test('a signed-in admin visiting the login page goes straight to the dashboard', async ({ page }) => {
    // Signed in by a written session: this test is about the login page, not the sign-in.
    await signInAt(page);
    await page.goto('/secure/admin/login');
    await expect(page).toHaveURL('/secure/admin/dashboard');
  });

  for (const target of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/secure/admin/../../evil.example',
  ]) {
    test(`an open-redirect attempt (${target}) after sign-in stays on the site`, async ({ page, baseURL }) => {
      await page.goto(`/secure/admin/login?redirectTo=${encodeURIComponent(target)}`);
      await fillSignIn(page);
      await expect(page).toHaveURL(`${baseURL}/secure/admin/dashboard`);
    });
  }

  test('the login page shows no credentials and no hint, works with the keyboard and passes axe', async ({ page }) => {
    await page.goto('/secure/admin/login');
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/admin123|default credentials|demo|hint/i);
    expect(await page.content()).not.toContain(adminPassword());
    await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expectNoAxeViolations(page);
  });

  test('the Sign In button reads Signing In... and the form is disabled while busy', async ({ page }) => {
    await page.goto('/secure/admin/login');
    // Hold the sign-in request so the busy state can be observed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/secure/admin/login.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Username').fill(process.env.E2E_ADMIN_USERNAME!);
    await page.getByLabel('Password').fill(adminPassword());
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeDisabled();
    release();
    await expect(page).toHaveURL('/secure/admin/dashboard');
  });

  test('signing out deletes the session on the server: the old cookie no longer opens the dashboard', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    // Through the form: the cookie's flags checked below are the ones the sign-in sets.
    await signInWithForm(page);
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name.endsWith('upm_admin_session'));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/secure/admin/login');
    // Replay the old cookie from a separate client: the server no longer knows it.
    const replay = await playwright.request.newContext({ baseURL });
    const response = await replay.get('/secure/admin/dashboard', {
      headers: { Cookie: `${session!.name}=${session!.value}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toContain('/secure/admin/login');
    await replay.dispose();
  });

  test('logout answers only POST', async ({ request }) => {
    const response = await request.get('/secure/admin/logout', { maxRedirects: 0 });
    expect(response.status()).toBe(405);
  });

  test('admin pages are never cached or indexed', async ({ request }) => {
    for (const path of ['/secure/admin/login', '/secure/admin/dashboard']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(response.headers()['x-robots-tag']).toContain('noindex');
    }
  });
});
