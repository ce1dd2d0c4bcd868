import { pages } from '../../app/content/pages';
import { checkLayoutAndAccessibility } from './page-checks';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/* Issue 15: the risk warning on every page, who runs the site, the legal pages, TradingView only where embedded. */

const publicPaths = pages.map((page) => page.path);
const legalPaths = ['/risk-warning', '/privacy', '/terms', '/cookies'] as const;
const summary = 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.';

/** The bar's, the header's and the ticker's boxes, and whether the bar's centre is the topmost element there. */
async function topOfPage(page: Page) {
  // The header slides in from under the bar over 0.5 s (spec §9): measure where it comes to rest.
  await page.waitForFunction(() =>
    document
      .querySelector('header')!
      .getAnimations({ subtree: true })
      .every((animation) => animation.playState !== 'running'),
  );
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('section[aria-label="Risk warning"]')!;
    const header = document.querySelector<HTMLElement>('header')!;
    const ticker = document.querySelector<HTMLElement>('[aria-label="Market ticker"]')!;
    const box = (element: HTMLElement) => element.getBoundingClientRect().toJSON() as DOMRect;
    const barBox = box(bar);
    const hit = document.elementFromPoint(barBox.left + 8, barBox.top + barBox.height / 2);
    return {
      bar: barBox,
      header: box(header),
      ticker: box(ticker),
      barOnTop: hit !== null && bar.contains(hit),
      barFontSize: parseFloat(getComputedStyle(bar.querySelector('p')!).fontSize),
      bodyFontSize: parseFloat(getComputedStyle(document.body).fontSize),
    };
  });
}

for (const width of [375, 1280] as const) {
  test(`the risk warning is visible at the top of every public page at ${width} px, before and after scrolling`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 667 });
    for (const path of publicPaths) {
      await page.goto(path);
      const bar = page.locator('section[aria-label="Risk warning"]');
      await expect(bar, path).toContainText(summary);
      await expect(bar.getByRole('link', { name: 'Full risk warning' }), path).toHaveAttribute('href', '/risk-warning');
      const before = await topOfPage(page);
      expect(before.barOnTop, `${path}: nothing covers the bar`).toBe(true);
      expect(before.bar.top, `${path}: below the ticker`).toBeGreaterThanOrEqual(before.ticker.bottom - 0.5);
      expect(before.header.top, `${path}: above the header`).toBeGreaterThanOrEqual(before.bar.bottom - 0.5);
      expect(before.barFontSize, path).toBeGreaterThanOrEqual(before.bodyFontSize);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY), path).toBeGreaterThan(0);
      const after = await topOfPage(page);
      expect(after.bar.top, `${path}: stuck to the top`).toBeCloseTo(0, 0);
      expect(after.barOnTop, `${path}: nothing covers the bar after scrolling`).toBe(true);
      expect(after.header.top, `${path}: the header stays below it`).toBeGreaterThanOrEqual(after.bar.bottom - 0.5);
    }
  });
}

test('on a 375 × 667 phone the bar shows its first sentence and, with the header, takes at most a quarter of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/markets/forex');
  const bar = page.locator('section[aria-label="Risk warning"]');
  await expect(bar.getByText('You should consider whether you understand')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const { bar: barBox, header } = await topOfPage(page);
  expect(header.bottom - barBox.top).toBeLessThanOrEqual(667 / 4);
});

test('at 1280 px the bar carries the whole warning', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('section[aria-label="Risk warning"]')).toContainText(
    'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  );
});

test('the skip link is not hidden behind the bar or the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop).toBe(true);
});

test('the footer keeps the longer warning, names the company and links the legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('note', { name: 'Risk warning' })).toContainText('Past performance is not a reliable');
  await expect(footer).not.toContainText('% of retail investor accounts lose money');
  await expect(footer).toContainText('Example Trading Education Ltd');
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} UPM Trading`);
  for (const [name, path] of [
    ['Risk warning', '/risk-warning'],
    ['Privacy policy', '/privacy'],
    ['Terms of use', '/terms'],
    ['Cookies and settings', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
});

test('the legal pages exist, are prerendered, in the sitemap, and say who runs the site', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of legalPaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('main'), path).toContainText('Company number');
    await expect(page.getByRole('main'), path).toContainText('Last updated');
    expect(sitemap, path).toContain(`${path}</loc>`);
  }
});

test('the privacy page covers every kind of data the site collects and the visitor\u2019s rights', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  for (const kind of [
    'Contact messages',
    'Webinar registrations',
    'Customer accounts',
    'Broker click-outs',
    'Server logs',
  ]) {
    await expect(main, kind).toContainText(kind);
  }
  await expect(page.getByRole('heading', { name: 'Your rights and how to use them' })).toBeVisible();
});

test('the cookies page lists every cookie and storage item, the consent cookie and TradingView\u2019s among them', async ({
  page,
}) => {
  await page.goto('/cookies');
  for (const name of ['upm_widgets', 'upm-theme', 'token', 'upm_admin_session', 'upm_login_csrf', 'TradingView']) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(name) }).first(), name).toBeVisible();
  }
});

test('about and contact show the company, its address, number, e-mail and support hours from the configuration', async ({
  page,
}) => {
  for (const path of ['/about', '/contact']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main, path).toContainText('Example Trading Education Ltd');
    await expect(main, path).toContainText('1 Example Street');
    await expect(main, path).toContainText('00000000');
    await expect(main, path).toContainText('support@example.com');
    await expect(main, path).toContainText('Monday to Friday, 08:00-17:00 GMT');
  }
  await page.goto('/');
  await expect(page.getByRole('main')).not.toContainText('24/7');
});

test('the home page names the operator in its Organization JSON-LD', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(organization).toMatchObject({
    legalName: expect.stringContaining('Example Trading Education Ltd'),
    email: 'support@example.com',
    address: { streetAddress: expect.stringContaining('1 Example Street') },
  });
});

test('TradingView is allowed by the policy only on pages that embed it', async ({ request }) => {
  const csp = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
  expect(await csp('/')).toContain('https://s3.tradingview.com');
  expect(await csp('/ib-partners')).toContain('https://s3.tradingview.com');
  expect(await csp('/secure/admin/login')).not.toContain('tradingview');
});

test('leverage of 1:500 always comes with the retail limit, and the crypto page states the UK retail ban', async ({
  page,
}) => {
  const limit =
    'Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.';
  for (const path of ['/markets', '/markets/forex', '/education/forex']) {
    await page.goto(path);
    const main = page.getByRole('main');
    if ((await main.textContent())?.includes('1:500')) await expect(main, path).toContainText(limit);
  }
  await page.goto('/markets/crypto');
  await expect(page.getByRole('main')).toContainText('FCA');
  await expect(page.getByRole('main')).toContainText('January 2021');
});

test('the forex volume carries its source and year, and the newer survey beside it', async ({ page }) => {
  await page.goto('/markets/forex');
  const main = page.getByRole('main');
  await expect(main).toContainText('BIS Triennial Central Bank Survey 2022');
  await expect(main).toContainText('$9.6 trillion');
});

checkLayoutAndAccessibility([...legalPaths], 'legal page');
