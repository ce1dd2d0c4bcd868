import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext } from '@playwright/test';
import { startPrivateServer } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// The site search and the daily review. Rows the tests need (a customer and their session; a signal) are written
// straight into the server's SQLite file, as the app writes them. The signal goes to a server of its own: the
// shared server's signal pages are tested from an empty record.

const sharedDatabase = () => process.env.E2E_DATABASE_URL!;
const instrument = 'NZD/USD';

function withDatabase<T>(work: (db: DatabaseSync) => T, databaseUrl = sharedDatabase()): T {
  const db = new DatabaseSync(databaseUrl.replace(/^file:/, ''));
  db.exec('PRAGMA busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A published signal, and the data version moved as the signals admin moves it: every instance re-indexes. */
function publishSignal(databaseUrl: string): string {
  const id = randomUUID();
  withDatabase((db) => {
    db.prepare(
      `INSERT INTO signals (id, instrument, direction, order_type, entry, initial_stop_loss, stop_loss, take_profit,
         status, published_at, published_by) VALUES (?, ?, 'SELL', 'market', 0.55, 0.56, 0.56, 0.53, 'active', ?, 'e2e')`,
    ).run(id, instrument, new Date().toISOString());
    db.prepare("UPDATE data_version SET version = version + 1 WHERE name = 'signals'").run();
  }, databaseUrl);
  return id;
}

/** The course's first lesson: its cards are where a new learner's review starts. */
const firstLesson = '/education/beginner/introduction-to-trading/trading-vs-investing';

/**
 * A verified customer signed in: the session row (only the id's SHA-256 is stored) and its cookie; with the lessons
 * given marked done, as the lesson page's "Mark as done" records them.
 */
async function signInCustomer(context: BrowserContext, lessonsRead: string[] = []) {
  const id = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  withDatabase((db) => {
    const customerId = randomUUID();
    db.prepare(
      `INSERT INTO customers (id, email, name, password_hash, created_at, updated_at, email_verified_at)
       VALUES (?, ?, 'Reviewer', '', ?, ?, ?)`,
    ).run(customerId, `reviewer-${customerId.slice(0, 8)}@example.com`, now, now, now);
    db.prepare(
      `INSERT INTO customer_sessions (id_hash, customer_id, csrf_token, created_at, last_seen_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(createHash('sha256').update(id).digest('hex'), customerId, randomBytes(32).toString('base64url'), now, now);
    for (const path of lessonsRead) {
      db.prepare(
        "INSERT INTO lesson_progress (customer_id, course, lesson_path, done_at) VALUES (?, 'beginner', ?, ?)",
      ).run(customerId, path, now);
    }
  });
  await context.addCookies([
    { name: 'upm_session', value: id, url: process.env.E2E_BASE_URL!, httpOnly: true, sameSite: 'Lax' },
  ]);
}

test.describe('search with scripts, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('finds a mistyped term as it is typed; the header links to the search', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');
    await page.goto('/search');
    const field = page.getByRole('main').getByLabel('Search the site');
    // No Enter: the results follow the field after a pause, and the address with them.
    await field.fill('margn');
    const results = page.getByRole('main').getByRole('list');
    await expect(results.getByRole('link', { name: 'Margin call', exact: true })).toHaveAttribute(
      'href',
      '/glossary/margin-call',
    );
    await expect(results.getByRole('link', { name: 'Margin Calculator' })).toHaveAttribute('href', '/tools/margin');
    await expect(results.locator('mark').first()).toHaveText(/margin/i);
    await expect(page).toHaveURL(/\/search\?q=margn$/);
    await expect(field).toBeFocused();

    await field.fill('Northbridge');
    await expect(page.getByRole('link', { name: 'Northbridge FX' })).toBeVisible();
    await expectNoAxeViolations(page, { label: 'results' });
  });
});

test.describe('search without scripts, on a wide screen', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1600, height: 900 } });

  test('finds a broker by name from the header, and answers empty and long queries', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('search', { name: 'Site' }).getByLabel('Search the site').fill('atlas markets');
    await page.getByRole('search', { name: 'Site' }).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=atlas\+markets$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Atlas Markets' }).first()).toBeVisible();

    // Per request and out of search engines: never kept by a shared cache, never indexed.
    const response = await page.goto('/search');
    expect(response?.headers()).toMatchObject({ 'cache-control': 'no-cache', 'x-robots-tag': 'noindex' });
    await expect(page.getByText('Type what you are looking for')).toBeVisible();
    await page.goto(`/search?q=${'zzqx '.repeat(60)}`);
    await expect(page.getByText('Your search was shortened')).toBeVisible();
    await expect(page.getByText(/Nothing matches/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'The glossary of trading terms' })).toBeVisible();
  });
});

test('finds a published signal by its instrument, without scripts', async ({ browser }) => {
  test.slow(); // a server of its own
  const server = await startPrivateServer();
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
    const page = await context.newPage();
    publishSignal(server.databaseUrl);
    await page.goto(`/search?q=${encodeURIComponent(instrument)}`);
    await expect(page.getByRole('link', { name: `${instrument} signals` })).toHaveAttribute(
      'href',
      `/services/signals/history?instrument=${encodeURIComponent(instrument)}`,
    );
    await context.close();
  } finally {
    await server.stop();
  }
});

test.describe('the daily review without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a customer who has read nothing is sent to the first lesson', async ({ page, context }) => {
    await signInCustomer(context);
    await page.goto('/account/review');
    await expect(page.getByText(/they come from the lessons you have read/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Start with/ })).toHaveAttribute('href', firstLesson);
  });

  test('a customer answers three of a read lesson’s questions and sees them rescheduled', async ({ page, context }) => {
    await signInCustomer(context, [firstLesson]);
    await page.goto('/account/review');
    await expect(page.getByRole('status')).toHaveText('10 cards to review today.');
    for (const left of [9, 8, 7]) {
      const prompt = await page.locator('#card-prompt').textContent();
      // The lesson's check questions come first: an option is picked before the answer is shown.
      await page.getByRole('group', { name: prompt! }).getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByRole('region', { name: 'Answer' })).toContainText(/(Right|Not quite): you chose A/);
      await page.getByRole('button', { name: /^Good/ }).click();
      await expect(page.getByRole('status')).toHaveText(`${left} cards to review today.`);
      await expect(page.locator('#card-prompt')).not.toHaveText(prompt!);
    }
  });
});

test('the review page passes axe, a question answered by keyboard', async ({ page, context }) => {
  await signInCustomer(context, [firstLesson]);
  await page.goto('/account/review');
  await expectNoAxeViolations(page, { label: 'question' });
  const first = page.getByRole('radio').first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Again/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Answer' })).toBeFocused();
  await expectNoAxeViolations(page, { label: 'answer shown' });
});
