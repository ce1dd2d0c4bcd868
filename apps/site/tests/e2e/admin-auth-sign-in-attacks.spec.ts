import { expect as baseExpect, test } from './fixtures';
import { type PrivateServer, signInAt, startPrivateServer } from './admin-helpers';

// Sign-in runs scrypt (N=2^17) on the server: on a loaded machine that takes seconds, so waits are generous.
const expect = baseExpect.configure({ timeout: 45_000 });

// These tests lock out 127.0.0.1 and shorten the idle timeout: they run on one private server with its own
// database, started once for the file, so the rest of the suite is not locked out. Its 8-second idle timeout
// does not touch the throttle tests, which never hold a session.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: PrivateServer;
test.beforeAll(async () => {
  // A server of its own, started once for the file: a ceiling for its start on a loaded machine.
  test.setTimeout(180_000);
  server = await startPrivateServer({ SESSION_IDLE_SECONDS: '8' });
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('sign-in under attack', () => {
  test('a wrong password shows "Invalid username or password", cleared by typing', async ({ page }) => {
    await page.goto(`${server.baseURL}/secure/admin/login`);
    await page.getByLabel('Username').fill(server.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    await page.getByLabel('Password').fill('x');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/secure\/admin\/login/);
  });

  test('an unknown username gets exactly the same answer', async ({ page }) => {
    await page.goto(`${server.baseURL}/secure/admin/login`);
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  });

  test('after 5 failures for one username from one address the sign-in answers 429 "Too many attempts", even with the right password', async ({
    page,
  }) => {
    // One failure for this username above, four more here: the fifth makes (username, 127.0.0.1) wait a minute.
    // (Failures for other usernames no longer count toward it: only 30 an hour block the address itself.)
    await page.goto(`${server.baseURL}/secure/admin/login`);
    for (let attempt = 0; attempt < 4; attempt++) {
      await page.getByLabel('Username').fill(server.username);
      await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
    }
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByLabel('Username').fill(server.username);
    await page.getByLabel('Password').fill(server.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    await expect(page).toHaveURL(/\/secure\/admin\/login/);
  });

  test('without JavaScript the throttled sign-in is a plain 429 page with the same message', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/secure/admin/login`);
    // The same (username, address) as above. Its first wait is one minute: on a slow machine it may be over, and
    // then this wrong password is checked (401) and starts a two-minute wait, so the second try is refused.
    let status = 0;
    for (let attempt = 0; attempt < 2 && status !== 429; attempt++) {
      await page.getByLabel('Username').fill(server.username);
      await page.getByLabel('Password').fill('whatever-it-is');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Sign In' }).click(),
      ]);
      status = response.status();
    }
    expect(status).toBe(429);
    await expect(page.getByRole('alert')).toHaveText(/Too many attempts\. Try again in \d+ minutes?\./);
    await context.close();
  });
});

test.describe('cross-site requests', () => {
  test('a POST from another origin is refused and changes nothing', async ({ page, playwright, baseURL }) => {
    // Signed in on the shared server, then a toggle forged from "evil.example" with the admin's cookie.
    await signInAt(page);
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('upm_admin_session'))!;
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const brokerId = await page.locator('input[name="intent"][value="toggle"] ~ input[name="id"]').first().inputValue();
    const firstCard = page.getByRole('article').first();
    const before = await firstCard.getByText(/^(Active|Inactive)$/).innerText();

    const attacker = await playwright.request.newContext({ baseURL });
    const forged = await attacker.post('/secure/admin/dashboard', {
      headers: {
        Cookie: `${cookie.name}=${cookie.value}`,
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      form: { intent: 'toggle', id: brokerId, csrf },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(forged.status());
    // Same origin but without the form token: refused too.
    const tokenless = await attacker.post('/secure/admin/dashboard', {
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: baseURL! },
      form: { intent: 'toggle', id: brokerId },
      maxRedirects: 0,
    });
    expect(tokenless.status()).toBe(403);
    // JSON bodies are not forms: 415.
    const json = await attacker.post('/secure/admin/dashboard', {
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: baseURL!, 'Content-Type': 'text/plain' },
      data: `intent=toggle&id=${brokerId}&csrf=${csrf}`,
      maxRedirects: 0,
    });
    expect([403, 415]).toContain(json.status());
    // Bodies over 64 KB: 413.
    const huge = await attacker.post('/secure/admin/dashboard', {
      headers: { Cookie: `${cookie.name}=${cookie.value}`, Origin: baseURL! },
      form: { intent: 'toggle', id: brokerId, csrf, padding: 'x'.repeat(70 * 1024) },
      maxRedirects: 0,
    });
    expect(huge.status()).toBe(413);
    await attacker.dispose();

    await page.reload();
    await expect(
      page
        .getByRole('article')
        .first()
        .getByText(/^(Active|Inactive)$/),
    ).toHaveText(before);
  });

  test('a sign-in POST from another origin is refused', async ({ request }) => {
    const response = await request.post('/secure/admin/login', {
      headers: { Origin: 'https://evil.example' },
      form: { username: process.env.E2E_ADMIN_USERNAME!, password: process.env.E2E_ADMIN_PASSWORD! },
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(response.status());
    expect(response.headers()['set-cookie'] ?? '').not.toContain('upm_admin_session');
  });
});

test.describe('idle sessions', () => {
  test('an idle session expires on the server and the admin is asked to sign in again', async ({ page }) => {
    await signInAt(page, '/secure/admin/dashboard', server);
    await page.waitForTimeout(9_000);
    await page.goto(`${server.baseURL}/secure/admin/audit`);
    await expect(page).toHaveURL(`${server.baseURL}/secure/admin/login?redirectTo=%2Fsecure%2Fadmin%2Faudit`);
  });
});
