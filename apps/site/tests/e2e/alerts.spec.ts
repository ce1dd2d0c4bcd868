import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { type PrivateServer, signInAt, startPrivateServer } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expectNoAxeViolationsInTwoStates, sidewaysScroll } from './page-checks';
import { expect as baseExpect, test } from './fixtures';
import { type Mailbox, header, openMailbox, smtpUrl } from './mail';

// Signal alerts on a server of their own (a fresh database: no other test's signals or subscribers) that e-mails
// the run's SMTP sink. The alert poll runs every half second and the outbox every second.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let mailbox: Mailbox;
const databaseFile = join(mkdtempSync(join(tmpdir(), 'upm-e2e-alerts-')), 'site.db');
let server: PrivateServer;
const subscriber = 'trader@example.com';

const mailsTo = async (to: string, subject: string) =>
  (await mailbox.to(to)).filter((mail) => mail.subject.startsWith(subject));

/** Reads the server's database (SQLite) the way an operator would. */
function query<Row>(sql: string): Row[] {
  const database = new DatabaseSync(databaseFile);
  try {
    return database.prepare(sql).all() as Row[];
  } finally {
    database.close();
  }
}

/** Waits until every alertable signal event is fanned out and every alert queued is sent. */
async function alertsSettled(events: number) {
  await expect
    .poll(() => {
      const [fanned] = query<{ n: number }>('SELECT COUNT(*) AS n FROM alert_fanouts');
      const [waiting] = query<{ n: number }>('SELECT COUNT(*) AS n FROM alert_deliveries WHERE delivered_at IS NULL');
      return Number(fanned?.n) >= events && Number(waiting?.n) === 0;
    })
    .toBe(true);
}

async function publishMarket(page: Page, instrument: string, levels: [string, string, string]) {
  await page.goto(`${server.baseURL}/secure/admin/signals/new`);
  await page.getByLabel('Instrument').selectOption(instrument);
  await page.getByLabel('Direction').selectOption('BUY');
  await page.getByLabel('Order type').selectOption('market');
  await page.getByLabel('Entry').fill(levels[0]);
  await page.getByLabel('Stop-loss').fill(levels[1]);
  await page.getByLabel('Take-profit').fill(levels[2]);
  await page.getByLabel('Reasoning').fill('Retest of the breakout level');
  await page.getByRole('button', { name: 'Publish signal' }).click();
  // The server's clock is the real one: on a weekend the market is closed and publishing asks why (close-check.ts).
  const askedWhy = page.getByLabel('Why publish while the market is closed');
  await expect(page.getByText('Signal published.').or(askedWhy)).toBeVisible();
  if (await askedWhy.isVisible()) {
    await askedWhy.fill('Published in an end-to-end test while the market is closed');
    await page.getByRole('button', { name: 'Publish signal' }).click();
  }
  await expect(page.getByRole('status')).toHaveText('Signal published.');
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.beforeAll(async () => {
  mailbox = await openMailbox();
  server = await startPrivateServer({
    DATABASE_URL: `file:${databaseFile}`,
    SMTP_URL: smtpUrl(),
    CONTACT_TO: 'team@example.com',
    CONTACT_OUTBOX_INTERVAL_MS: '1000',
    ALERTS_POLL_INTERVAL_MS: '500',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a visitor subscribes to EUR/USD alerts from the signals page and confirms from the e-mail', async ({ page }) => {
  await page.goto(`${server.baseURL}/services/signals`);
  await page.getByRole('link', { name: 'Get Signal Alerts by E-mail' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/services/signals/alerts`);
  await page.getByLabel('Email').fill(subscriber);
  await page.getByLabel('Only the instruments ticked below').check();
  await page.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
  await expect(page.getByText('Choose at least one instrument, or all signals.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'EUR/USD' }).check();
  await page.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
  await expect(page.getByRole('status').first()).toContainText('a message asking you to confirm is on its way');
  await expectNoAxeViolationsInTwoStates(page, '/services/signals/alerts after a request');
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect.poll(async () => (await mailsTo(subscriber, 'Confirm your')).length).toBe(1);
  const link = /(http:\/\/\S+\/services\/signals\/alerts\/confirm\?token=\S+)/.exec(
    (await mailsTo(subscriber, 'Confirm your'))[0]!.text,
  )?.[1];
  expect(link).toBeTruthy();
  // Opening the link changes nothing (mail scanners open links): its page asks with one button.
  await page.goto(link!);
  expect(query<{ status: string }>('SELECT status FROM alert_subscriptions')[0]?.status).toBe('pending');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my signal alerts' }).click();
  await expect(page.getByRole('heading', { name: 'Signal alerts confirmed' })).toBeVisible();
});

test('a EUR/USD and a USD/JPY signal bring exactly one alert; a one-click POST unsubscribes, and the next signal brings none', async ({
  page,
  request,
}) => {
  await signInAt(page, '/secure/admin/signals', server);
  const eurusd = await publishMarket(page, 'EUR/USD', ['1.08500', '1.08000', '1.09500']);
  await publishMarket(page, 'USD/JPY', ['150.000', '149.500', '151.000']);
  await alertsSettled(2);
  const alerts = await mailsTo(subscriber, 'Signal');
  expect(alerts.map((mail) => mail.subject)).toEqual(['Signal published: BUY EUR/USD']);
  const [alert] = alerts;
  expect(alert!.text).toContain(`${server.baseURL}/services/signals/${eurusd}`);
  expect(alert!.text).toContain('Past performance is not a reliable indicator');
  expect(header(alert!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /^<(.+)>$/.exec(header(alert!.raw, 'List-Unsubscribe'))?.[1];
  expect(unsubscribeUrl).toContain('/services/signals/alerts/unsubscribe?token=');
  // The same link opened in a browser only asks, with one button.
  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from signal alerts?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(query('SELECT id FROM alert_subscriptions')).toHaveLength(1);

  // As a mail provider does it (RFC 8058): a POST from elsewhere, no session, no Origin.
  const answer = await request.post(unsubscribeUrl!, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status()).toBe(200);
  expect(query('SELECT id FROM alert_subscriptions')).toHaveLength(0);
  expect(query('SELECT email_hash FROM alert_suppressions')).toHaveLength(1);

  await publishMarket(page, 'EUR/USD', ['1.08600', '1.08100', '1.09600']);
  await alertsSettled(3);
  expect(await mailsTo(subscriber, 'Signal')).toHaveLength(1);
});

test('without JavaScript the subscribe form posts and answers, keeping what was typed after an error', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/services/signals/alerts`);
    await page.getByLabel('Email').fill('nojs@example.com');
    await page.getByLabel('Only the instruments ticked below').check();
    await page.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
    await expect(page.getByText('Choose at least one instrument, or all signals.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('nojs@example.com');
    await page.getByRole('checkbox', { name: 'USD/JPY' }).check();
    await page.getByRole('button', { name: 'Send me the confirmation e-mail' }).click();
    await expect(page.getByRole('status').first()).toContainText('a message asking you to confirm is on its way');
  } finally {
    await context.close();
  }
});
