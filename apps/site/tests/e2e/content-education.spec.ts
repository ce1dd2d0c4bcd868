import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLayoutAndAccessibility } from './page-checks';

/*
 * The education overview, the three level courses and the five market courses: durations, modules with
 * hours, prerequisites, mentoring, capstone, the progression path and every call-to-action target of spec §2.
 */

const pages = [
  '/education',
  '/education/beginner',
  '/education/intermediate',
  '/education/advanced',
  '/education/forex',
  '/education/commodity',
  '/education/indices',
  '/education/stocks',
  '/education/crypto',
] as const;

/** Asserts a link inside the main content by its visible name and target. */
async function expectLink(page: Page, name: string | RegExp, href: string) {
  const link = page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute('href', href);
}

/** The duration chips of the course modules, in order. */
async function moduleDurations(page: Page) {
  return page
    .getByRole('main')
    .getByRole('region', { name: /modules/ })
    .getByRole('article')
    .locator('p')
    .allTextContents();
}

/** The progression path's links and which one is marked current. */
async function expectProgression(page: Page, current: string | null) {
  const nav = page.getByRole('main').getByRole('navigation', { name: 'Course progression' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([/Beginner/, /Intermediate/, /Advanced/]);
  await expect(links.nth(0)).toHaveAttribute('href', '/education/beginner');
  await expect(links.nth(1)).toHaveAttribute('href', '/education/intermediate');
  await expect(links.nth(2)).toHaveAttribute('href', '/education/advanced');
  if (current) {
    await expect(nav.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: new RegExp(current) })).toHaveAttribute('aria-current', 'step');
  } else {
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
  }
}

test('the education overview shows the three level cards, the progression path and five market course cards', async ({
  page,
}) => {
  await page.goto('/education');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Trading Education' })).toBeVisible();
  await expectProgression(page, null);
  for (const [title, href, facts] of [
    ['Beginner', '/education/beginner', '12-15 hours'],
    ['Intermediate', '/education/intermediate', '16-20 hours'],
    ['Advanced', '/education/advanced', '28-36 hours'],
  ] as const) {
    const card = main.getByRole('region', { name: 'Courses by level' }).getByRole('article', { name: title });
    await expect(card).toContainText(facts);
    await expect(card.getByRole('link')).toHaveAttribute('href', href);
  }
  const markets = main.getByRole('region', { name: 'Courses by market' }).getByRole('article');
  await expect(markets).toHaveCount(5);
  for (const [title, href] of [
    ['Forex', '/education/forex'],
    ['Commodities', '/education/commodity'],
    ['Indices', '/education/indices'],
    ['Stocks', '/education/stocks'],
    ['Crypto', '/education/crypto'],
  ] as const) {
    await expect(markets.filter({ hasText: title }).getByRole('link')).toHaveAttribute('href', href);
  }
  await expect(main).toContainText('1-2%');
  await expect(main).toContainText('3-6 months');
});

test('the beginner course takes 12-15 hours in four modules, with key skills, certificate and lifetime access', async ({
  page,
}) => {
  await page.goto('/education/beginner');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Beginner Trading Course' })).toBeVisible();
  await expect(main).toContainText('12-15 hours');
  expect(await moduleDurations(page)).toEqual(['2-3 hours', '3-4 hours', '4-5 hours', '2-3 hours']);
  await expect(main.getByRole('heading', { name: 'Key skills you will learn' })).toBeVisible();
  await expect(main.getByText('Certificate', { exact: true })).toBeVisible();
  await expect(main.getByText('Lifetime access', { exact: true })).toBeVisible();
  await expect(main).toContainText('10,000 in virtual capital');
  await expectProgression(page, 'Beginner');
  await expectLink(page, 'Enroll Now', '/contact');
  await expectLink(page, 'Next: Intermediate Course', '/education/intermediate');
  await expectLink(page, 'Join a Free Webinar', '/services/webinar');
});

test('the intermediate course takes 16-20 hours in four modules and lists its prerequisites', async ({ page }) => {
  await page.goto('/education/intermediate');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Intermediate Trading Course' })).toBeVisible();
  await expect(main).toContainText('16-20 hours');
  expect(await moduleDurations(page)).toEqual(['5-6 hours', '4-5 hours', '3-4 hours', '4-5 hours']);
  const prerequisites = main.getByRole('region', { name: 'Prerequisites' });
  await expect(prerequisites).toContainText('Beginner course');
  await expect(prerequisites).toContainText('3-6 months of demo trading');
  await expectProgression(page, 'Intermediate');
  await expectLink(page, 'Enroll Now', '/contact');
  await expectLink(page, 'Next: Advanced Course', '/education/advanced');
  await expectLink(page, 'Get Trading Signals', '/services/signals');
});

test('the advanced course takes 28-36 hours with four core modules, four mentoring sessions and a capstone', async ({
  page,
}) => {
  await page.goto('/education/advanced');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Advanced Trading Course' })).toBeVisible();
  await expect(main).toContainText('28-36 hours');
  await expect(main.getByRole('heading', { name: 'Core modules' })).toBeVisible();
  expect(await moduleDurations(page)).toEqual(['8-10 hours', '8-10 hours', '6-8 hours', '6-8 hours']);
  await expect(main.getByRole('region', { name: 'One-on-one mentoring' })).toContainText(
    'four one-on-one mentoring sessions',
  );
  const capstone = main.getByRole('region', { name: 'Capstone project' });
  await expect(capstone).toContainText('5 years of historical data');
  await expect(capstone).toContainText('1 month');
  await expect(main.getByRole('region', { name: 'Enrollment' })).toContainText(
    'Enrollment is subject to a qualification review',
  );
  await expect(main).toContainText('Enrollment is limited and subject to a qualification review.');
  await expectProgression(page, 'Advanced');
  await expectLink(page, 'Enroll Now', '/contact');
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

const marketCourses = [
  { path: '/education/forex', h1: 'Forex Trading Course', market: '/markets/forex', label: 'Explore the Forex Market' },
  {
    path: '/education/commodity',
    h1: 'Commodity Trading Course',
    market: '/markets/commodity',
    label: 'Explore the Commodity Market',
  },
  {
    path: '/education/indices',
    h1: 'Indices Trading Course',
    market: '/markets/indices',
    label: 'Explore the Indices Market',
  },
  {
    path: '/education/stocks',
    h1: 'Stock Trading Course',
    market: '/markets/stocks',
    label: 'Explore the Stock Market',
  },
  {
    path: '/education/crypto',
    h1: 'Crypto Trading Course',
    market: '/markets/crypto',
    label: 'Explore the Crypto Market',
  },
] as const;

for (const course of marketCourses) {
  test(`${course.path} has five modules of lessons and links to contact, signals and its market page`, async ({
    page,
  }) => {
    await page.goto(course.path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: course.h1 })).toBeVisible();
    const modules = main.getByRole('region', { name: 'Course modules' }).getByRole('article');
    await expect(modules).toHaveCount(5);
    for (const module of await modules.all()) {
      expect(await module.getByRole('listitem').count()).toBeGreaterThan(0);
    }
    await expect(main.getByRole('region', { name: 'Risk guidance' })).toContainText('1-2%');
    await expectLink(page, 'Enroll Now', '/contact');
    await expectLink(page, 'Get Trading Signals', '/services/signals');
    await expectLink(page, course.label, course.market);
  });
}

test('the forex course lists the sessions with GMT hours, the major pairs and leverage up to 1:500', async ({
  page,
}) => {
  await page.goto('/education/forex');
  const main = page.getByRole('main');
  const sessions = main.getByRole('table', { name: /Forex trading sessions/ });
  for (const [session, opens, closes] of [
    ['Sydney', '22:00', '07:00'],
    ['Tokyo', '00:00', '09:00'],
    ['London', '08:00', '17:00'],
    ['New York', '13:00', '22:00'],
  ] as const) {
    const row = sessions.getByRole('row', { name: new RegExp(`^${session}`) });
    await expect(row.getByRole('cell').nth(1)).toHaveText(opens);
    await expect(row.getByRole('cell').nth(2)).toHaveText(closes);
  }
  const pairs = main.getByRole('table', { name: 'Major currency pairs and their nicknames' });
  await expect(pairs.getByRole('rowheader')).toHaveText([
    'EUR/USD',
    'GBP/USD',
    'USD/JPY',
    'USD/CHF',
    'AUD/USD',
    'USD/CAD',
    'NZD/USD',
  ]);
  await expect(main.getByRole('heading', { name: 'Leverage up to 1:500' })).toBeVisible();
});

test('the indices course lists the trading hours of each index', async ({ page }) => {
  await page.goto('/education/indices');
  const table = page.getByRole('main').getByRole('table', { name: /Trading hours per index/ });
  for (const [index, local] of [
    ['S&P 500', '09:30-16:00 ET'],
    ['NASDAQ 100', '09:30-16:00 ET'],
    ['FTSE 100', '08:00-16:30 UK time'],
    ['DAX', '09:00-17:30 CET'],
    ['Nikkei 225', '09:00-15:30 JST'],
  ] as const) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: index, exact: true }) });
    await expect(row.getByRole('cell').nth(1)).toContainText(local);
  }
});

checkLayoutAndAccessibility(pages, 'education page');
