import type { Page } from '@playwright/test';
import { type BrokerService, createBrokerService } from '../../app/features/brokers/brokers.server';
import { brokerRating } from '../../app/features/brokers/rating';
import { openDatabase } from '../../app/platform/db/db.server';
import type { Db } from '../../app/platform/db/types';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/*
 * The public broker directory against the server's own database (E2E_DATABASE_URL from the config).
 * Other spec files may add brokers in parallel, so assertions name the five seeded brokers rather
 * than count every card; the tests that change broker state run one at a time (serial).
 */

const seeded = ['Atlas Markets', 'Northbridge FX', 'Meridian Trade', 'Harbor Prime', 'Summit Capital Markets'];

let db: Db;
let brokers: BrokerService;

test.beforeAll(async () => {
  db = await openDatabase(process.env.E2E_DATABASE_URL);
  brokers = createBrokerService(db);
});
test.afterAll(async () => {
  await db?.close();
});

async function seededBroker(name: string) {
  const broker = (await brokers.listAll()).find((b) => b.name === name);
  if (!broker) throw new Error(`seeded broker ${name} missing`);
  return broker;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe.configure({ mode: 'serial' });

test('a visitor sees the seeded brokers, the advertising disclosure first, and sponsored links to new tabs; with its cards the directory passes axe at 1280 and 375 px', async ({
  page,
}) => {
  const response = await page.goto('/ib-partners');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Partner Brokers' })).toBeVisible();

  const disclosure = page.getByText(/we may receive a commission/);
  await expect(disclosure).toBeVisible();
  const disclosureBox = await disclosure.boundingBox();
  const firstCardBox = await page.getByRole('article').first().boundingBox();
  expect(disclosureBox!.y).toBeLessThan(firstCardBox!.y);

  for (const name of seeded) {
    const broker = await seededBroker(name);
    const article = card(page, name);
    await expect(article).toBeVisible();
    await expect(article.getByRole('img', { name: `${name} logo` })).toHaveAttribute('loading', 'lazy');
    await expect(
      article.getByRole('img', { name: `Rated ${brokerRating(broker).total.toFixed(1)} out of 5` }),
    ).toBeVisible();
    await expect(article.getByText(broker.minDeposit, { exact: true })).toBeVisible();
    const start = article.getByRole('link', { name: /^Start Trading/ });
    const learn = article.getByRole('link', { name: /^Learn More/ });
    await expect(start).toHaveAttribute('href', `/go/${broker.id}`);
    await expect(learn).toHaveAttribute('href', broker.website);
    for (const link of [start, learn]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(article.getByText('Ad', { exact: true })).toBeVisible();
  }
  // Default order: highest computed rating first.
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  const order = seeded.map((name) => names.indexOf(name));
  expect(order.every((index) => index >= 0)).toBe(true);
  expect(names.indexOf('Summit Capital Markets')).toBeLessThan(names.indexOf('Atlas Markets'));
  expect(names.indexOf('Atlas Markets')).toBeLessThan(names.indexOf('Harbor Prime'));

  // The page sweep may meet the directory empty while another test deactivates every broker: here it has cards.
  await expectNoAxeViolations(page, { label: 'the directory at 1280 px' });
  await page.setViewportSize({ width: 375, height: 900 });
  await expectNoAxeViolations(page, { label: 'the directory at 375 px' });
});

test('the first paint never shows the loading message', async ({ request }) => {
  // What is painted is the markup: the page's copy also travels in its loader data, inside a script.
  const markup = (await (await request.get('/ib-partners')).text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  expect(markup).not.toContain('Loading brokers...');
  expect(markup).toContain('Atlas Markets');
});

test('filters and sort are read from the URL', async ({ page }) => {
  await page.goto('/ib-partners?platform=cTrader');
  for (const name of ['Northbridge FX', 'Meridian Trade', 'Summit Capital Markets']) {
    await expect(card(page, name)).toBeVisible();
  }
  for (const name of ['Atlas Markets', 'Harbor Prime']) await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('cTrader');

  await page.goto('/ib-partners?maxDeposit=10&sort=deposit');
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
  expect(names.filter((name) => seeded.includes(name))).toEqual(['Atlas Markets', 'Harbor Prime', 'Northbridge FX']);

  await page.goto('/ib-partners?regulator=DFSA&platform=MT4');
  await expect(page.getByRole('heading', { name: 'No brokers match these filters' })).toBeVisible();
});

test('a visitor filters with the form, and the URL and the live count follow', async ({ page }) => {
  await page.goto('/ib-partners');
  await page.getByLabel('Regulator').selectOption('FCA');
  await page.getByLabel('Sort by').selectOption('deposit');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]regulator=FCA/);
  await expect(page).toHaveURL(/[?&]sort=deposit/);
  await expect(card(page, 'Meridian Trade')).toBeVisible();
  await expect(card(page, 'Atlas Markets')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveText(/^Showing \d+ of \d+ brokers$/);
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/ib-partners$/);
  await expect(card(page, 'Atlas Markets')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the filter form still works as a plain GET form', async ({ page }) => {
    await page.goto('/ib-partners');
    await page.getByLabel('Platform', { exact: true }).selectOption('cTrader');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]platform=cTrader/);
    await expect(card(page, 'Atlas Markets')).toHaveCount(0);
    await expect(card(page, 'Meridian Trade')).toBeVisible();
  });
});

test('Start Trading goes through /go/<id>: a 302 to the referral link, counted once', async ({ request, baseURL }) => {
  const broker = await seededBroker('Northbridge FX');
  const since = new Date(Date.now() - 1000);
  const before = await brokers.countClicksSince(broker.id, since);
  const response = await request.get(`/go/${broker.id}`, {
    maxRedirects: 0,
    headers: { referer: `${baseURL}/ib-partners?platform=MT5` },
  });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe(broker.referralLink);
  expect(response.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  await expect.poll(() => brokers.countClicksSince(broker.id, since)).toBe(before + 1);
  const row = await db.get<{ referrer_path: string | null; ip_hash: string | null }>(
    'SELECT referrer_path, ip_hash FROM broker_clicks WHERE broker_id = ? ORDER BY clicked_at DESC',
    [broker.id],
  );
  expect(row?.referrer_path).toBe('/ib-partners?platform=MT5');
  expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
});

test('clicking Start Trading opens the broker in a new tab through the counter', async ({ page, context }) => {
  const broker = await seededBroker('Harbor Prime');
  const since = new Date(Date.now() - 1000);
  // No internet: the broker's site never loads, but the request the redirect makes is enough.
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await page.goto('/ib-partners');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card(page, 'Harbor Prime')
      .getByRole('link', { name: /^Start Trading/ })
      .click(),
  ]);
  await expect.poll(() => requested).toContain(broker.referralLink);
  expect(requested).toContain(new URL(`/go/${broker.id}`, page.url()).href);
  await popup.close();
  await expect.poll(() => brokers.countClicksSince(broker.id, since)).toBeGreaterThanOrEqual(1);
});

test('an unknown broker id answers 404', async ({ request }) => {
  const response = await request.get('/go/no-such-broker', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
});

test('a deactivated broker disappears on the next request, and its click-out answers 404', async ({
  page,
  request,
}) => {
  const broker = await seededBroker('Meridian Trade');
  await brokers.toggle(broker.id);
  try {
    await page.goto('/ib-partners');
    await expect(card(page, 'Atlas Markets')).toBeVisible();
    await expect(card(page, 'Meridian Trade')).toHaveCount(0);
    expect((await request.get(`/go/${broker.id}`, { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await brokers.toggle(broker.id);
  }
  await page.reload();
  await expect(card(page, 'Meridian Trade')).toBeVisible();
});

test('with no active brokers the page says so', async ({ page }) => {
  const active = await brokers.listActive();
  for (const broker of active) await brokers.toggle(broker.id);
  try {
    await page.goto('/ib-partners');
    await expect(page.getByRole('heading', { name: 'No Brokers Available' })).toBeVisible();
    await expect(
      page.getByText("We're currently updating our broker partnerships. Please check back soon."),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(/we may receive a commission/)).toBeVisible();
  } finally {
    for (const broker of active) {
      const current = await brokers.getById(broker.id);
      if (current && !current.isActive) await brokers.toggle(broker.id);
    }
  }
});

test('the rating method is published and linked from the directory; a best-for list states its rule and leaves out an offshore-only broker', async ({
  page,
}) => {
  await page.goto('/ib-partners');
  await page.getByRole('link', { name: 'How ratings and best-for lists are computed' }).click();
  await expect(page).toHaveURL(/\/ib-partners\/rating-method$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How We Rate Brokers' })).toBeVisible();
  const weights = page.getByRole('table').first();
  for (const [part, points] of [
    ['Regulation', '2'],
    ['Cost per lot', '1.5'],
    ['Loss figure', '1'],
    ['Platforms', '0.5'],
  ]) {
    await expect(
      weights
        .getByRole('row', { name: new RegExp(`^${part}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(points!);
  }
  const tiers = page.getByRole('table').nth(1);
  await expect(tiers.getByRole('row', { name: /^FCA/ }).getByRole('cell').first()).toHaveText('1');
  await expect(
    tiers
      .getByRole('row', { name: /^FSA Seychelles/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('3');
  await expectNoAxeViolations(page, { label: 'the rating method' });

  await page.goto('/ib-partners/best/beginners');
  const rule = page.getByRole('region', { name: 'How this list is made' });
  await expect(rule).toContainText('at least one tier-1 regulator');
  await expect(rule).toContainText('a published share of retail accounts that lose money');
  await expect(rule.getByRole('link', { name: 'Regulator tiers and the rating method' })).toHaveAttribute(
    'href',
    '/ib-partners/rating-method',
  );
  // Harbor Prime: offshore licence only, 1:2000 and no published loss figure.
  await expect(page.getByRole('article', { name: 'Harbor Prime' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Northbridge FX' })).toBeVisible();
});
