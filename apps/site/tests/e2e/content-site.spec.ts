import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLayoutAndAccessibility } from './page-checks';

/*
 * The home, services, platforms, about and contact pages: every fact and call-to-action target of
 * spec §2 and §9, read the way a visitor reads them (roles and visible text).
 */

const pages = [
  '/',
  '/services',
  '/services/signals',
  '/services/webinar',
  '/services/education',
  '/platforms',
  '/platforms/mt5',
  '/platforms/mt4',
  '/platforms/ctraders',
  '/about',
  '/contact',
] as const;

/** Asserts a link inside the main content by its visible name and target. */
async function expectLink(page: Page, name: string | RegExp, href: string) {
  const link = page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute('href', href);
}

test('the home page shows the hero with its two calls to action and decorative sample prices', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Free Trading Signals and Trading Education' }),
  ).toBeVisible();
  await expectLink(page, 'Get Trading Signals', '/services');
  await expectLink(page, 'Start Learning', '/education');
  const prices = page.locator('[data-decorative]');
  await expect(prices).toHaveAttribute('aria-hidden', 'true');
  await expect(prices).toContainText('EUR/USD');
  await expect(prices).toContainText('not live quotes');
});

test('the decorative sample prices do not move for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const chip = page.locator('[data-decorative] > div').first();
  const animation = await chip.evaluate((element) => getComputedStyle(element).animationName);
  expect(animation).toBe('none');
});

test('the home page says who we are with mission, vision, values, the stats and their source', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
  for (const heading of ['Our Mission', 'Our Vision', 'Our Values']) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  for (const [value, label] of [
    ['10+', 'Years of Experience'],
    ['5000+', 'Active Traders'],
    ['50+', 'Markets'],
    // Issue 15: the support hours instead of the spec's "24/7 coverage", which contradicted them.
    ['Support', 'Monday to Friday, 08:00-17:00 GMT'],
  ] as const) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(main).toContainText('as reported by UPM Trading');
});

test('the home page previews the three services and lists the features', async ({ page }) => {
  await page.goto('/');
  await expectLink(page, /Explore Education/, '/services/education');
  await expectLink(page, /See Upcoming Webinars/, '/services/webinar');
  await expectLink(page, /How Signals Work/, '/services/signals');
  await expect(page.getByRole('heading', { name: 'Why Traders Choose Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risk management at the core' })).toBeVisible();
  await expectLink(page, 'View Trading Signals', '/services/signals');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('the services page has cards for education, webinar and signals', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  for (const name of ['Trading Education', 'Live Webinars', 'Trading Signals']) {
    await expect(page.getByRole('article', { name })).toBeVisible();
  }
  await expectLink(page, /Explore Education/, '/services/education');
  await expectLink(page, /See Upcoming Webinars/, '/services/webinar');
  await expectLink(page, /How Signals Work/, '/services/signals');
  await expectLink(page, 'Start Learning', '/education');
  await expectLink(page, 'Contact Us', '/contact');
});

test('the signals page shows the example EUR/USD BUY signal with its three levels', async ({ page }) => {
  await page.goto('/services/signals');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Signals' })).toBeVisible();
  const signal = page.getByRole('article', { name: /EUR\/USD/ });
  await expect(signal).toBeVisible();
  await expect(signal.getByText('BUY', { exact: true })).toBeVisible();
  for (const [term, value] of [
    ['Currency Pair', 'EUR/USD'],
    ['Entry', '1.0850'],
    ['Stop Loss', '1.0800'],
    ['Take Profit', '1.0950'],
  ] as const) {
    await expect(signal.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(signal.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await expect(signal).toContainText('1:2');
});

test('the signals page explains the four-step process as an ordered list', async ({ page }) => {
  await page.goto('/services/signals');
  const steps = page.getByRole('list', { name: 'How Our Signals Work' });
  expect(await steps.evaluate((element) => element.tagName)).toBe('OL');
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.getByRole('heading', { name: 'Market analysis' })).toBeVisible();
});

test('the signals page gives the risk guidance of spec §9', async ({ page }) => {
  await page.goto('/services/signals');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Risk 1-2% of your capital per trade' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Look for a risk-reward ratio of at least 1:2' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Practise on a demo account for 3-6 months' })).toBeVisible();
  await expect(main.getByText(/10,000 of virtual demo capital/)).toBeVisible();
  const lots = main.getByRole('table', { name: 'Lot Sizes' });
  for (const shorthand of ['100k', '10k', '1k']) {
    await expect(lots.getByRole('cell', { name: shorthand, exact: true })).toBeVisible();
  }
  await expectLink(page, 'Join a Webinar', '/services/webinar');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test("the webinar page shows the spec's three 2025 webinars as past ones, at their GMT times, without registration", async ({
  page,
}) => {
  await page.goto('/services/webinar');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Webinars' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past Webinars' });
  const expected = [
    ['2025-10-30T15:00:00Z', 'Thursday, 30 October 2025, 15:00 GMT'],
    ['2025-11-05T19:00:00Z', 'Wednesday, 5 November 2025, 19:00 GMT'],
    ['2025-11-12T17:00:00Z', 'Wednesday, 12 November 2025, 17:00 GMT'],
  ] as const;
  for (const [datetime, text] of expected) {
    await expect(past.locator(`time[datetime="${datetime}"]`)).toHaveText(text);
  }
  await expect(past.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Contact Us', '/contact');
});

test('the services education page shows static level cards linking to #', async ({ page }) => {
  await page.goto('/services/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Education Services' })).toBeVisible();
  for (const [name, fact] of [
    ['Beginner', '12-15 hours'],
    ['Intermediate', '16-20 hours'],
    ['Advanced', '28-36 hours'],
  ] as const) {
    const card = page.getByRole('article', { name: `${name} Course` });
    await expect(card).toContainText(fact);
    await expect(card.getByRole('link', { name: new RegExp(`${name} Course Details`) })).toHaveAttribute('href', '#');
  }
  await expectLink(page, 'Browse All Courses', '/education');
  await expectLink(page, 'Contact Us', '/contact');
});

test('the platforms overview links to each platform and ends with broker and learning calls to action', async ({
  page,
}) => {
  await page.goto('/platforms');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading Platforms' })).toBeVisible();
  await expectLink(page, /Explore MetaTrader 5/, '/platforms/mt5');
  await expectLink(page, /Explore MetaTrader 4/, '/platforms/mt4');
  await expectLink(page, /Explore cTrader/, '/platforms/ctraders');
  await expectLink(page, 'View Recommended Brokers', '/ib-partners');
  await expectLink(page, /^Learn More/, '/education');
});

test('the MT5 page states 21 timeframes, 39 indicators, 24 analytical objects and 8 tester modes', async ({ page }) => {
  await page.goto('/platforms/mt5');
  await expect(page.getByRole('heading', { level: 1, name: 'MetaTrader 5 (MT5)' })).toBeVisible();
  const main = page.getByRole('main');
  for (const [value, label] of [
    ['21', 'Timeframes'],
    ['39', 'Built-in Indicators'],
    ['24', 'Analytical Objects'],
    ['8', 'Strategy Tester Modes'],
  ] as const) {
    await expect(main.getByText(value, { exact: true })).toBeVisible();
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  await expectLink(page, 'View Recommended Brokers', '/ib-partners');
  await expectLink(page, /^Learn More/, '/education');
});

for (const [path, h1] of [
  ['/platforms/mt4', 'MetaTrader 4 (MT4)'],
  ['/platforms/ctraders', 'cTrader'],
] as const) {
  test(`the ${h1} page describes the platform and links to brokers and education`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Features' })).toBeVisible();
    await expectLink(page, 'View Recommended Brokers', '/ib-partners');
    await expectLink(page, /^Learn More/, '/education');
  });
}

test('the about page gives mission, vision, values, team approach and an honest stance on risk', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  for (const heading of ['Our Mission', 'Our Vision', 'Our Values', 'Our Team Approach', 'Our Honest Stance on Risk']) {
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(main.getByText(/no signal, course or strategy can guarantee a profit/)).toBeVisible();
  await expect(main.getByText('5000+', { exact: true })).toBeVisible();
  await expectLink(page, 'Start Learning', '/education');
  await expectLink(page, 'Contact Us', '/contact');
});

test('the contact page lays out the name, email, subject and message fields in a post form', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = main.locator('form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form.getByLabel('Name')).toHaveAttribute('required', '');
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Subject')).toHaveAttribute('required', '');
  const message = form.getByLabel('Message');
  expect(await message.evaluate((element) => element.tagName)).toBe('TEXTAREA');
  await expect(message).toHaveAttribute('rows', '5');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
    'href',
    'mailto:support@example.com',
  );
});

checkLayoutAndAccessibility(pages, 'page of this group');
