import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Nothing leaves for a third-party host and nothing is stored until the visitor chooses (decision 017); Accept loads
 * the widgets (TradingView is unreachable here, so the attempt is what is asserted), Reject holds everywhere.
 * Without widgets each section shows one compact notice with its symbols as links.
 */

const tradingView = /(^|\.)(tradingview\.com|tradingview-widget\.com)$/;

/** Every request the page makes to a host other than the site's own. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') seen.push(request.url());
  });
  return seen;
}

async function stored(page: Page, context: BrowserContext) {
  return {
    cookies: await context.cookies(),
    storage: await page.evaluate(() => localStorage.length + sessionStorage.length),
  };
}

/** TradingView never answers (rather than failing at once): the widgets stay loading, their boxes in place. */
async function hangTradingView(page: Page) {
  await page.route(/tradingview(-widget)?\.com\//, () => {});
}

/**
 * Scrolls the page through, a frame per step, so every lazy widget comes near the viewport. A step waits at most
 * 100 ms: a frame that never came once (CI, a busy machine) held the whole test until its timeout.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
  });
}

test('on a first visit no request leaves for a third-party host and nothing is stored', async ({ page, context }) => {
  test.setTimeout(60_000);
  const requests = thirdPartyRequests(page);
  for (const path of ['/', '/markets', '/about']) {
    await page.goto(path);
    await scrollThrough(page);
  }
  // Give a widget that would load after the page is idle the time to try.
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  expect(await stored(page, context)).toEqual({ cookies: [], storage: 0 });
  await expect(page.getByRole('region', { name: 'Third-party market widgets' })).toBeVisible();
});

test('Accept in the banner loads the widgets, stores only the choice for a year, and hides the banner', async ({
  page,
  context,
}) => {
  const requests = thirdPartyRequests(page);
  await page.goto('/markets');
  const banner = page.getByRole('region', { name: 'Third-party market widgets' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  const ticker = page.getByRole('region', { name: 'Market ticker' });
  await expect(ticker.locator('script[src*="embed-widget-ticker-tape.js"]')).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Market overview, last 12 months' })).toBeVisible();
  await expect.poll(() => requests.some((url) => tradingView.test(new URL(url).hostname))).toBe(true);
  const [cookie, ...others] = await context.cookies();
  expect(others).toEqual([]);
  expect(cookie).toMatchObject({ name: 'upm_widgets', value: 'accept', sameSite: 'Lax', path: '/' });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  // Another page, after a reload: still accepted, no banner, the ticker tries again.
  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Third-party market widgets' })).toBeHidden();
  await expect(ticker.locator('script[src*="embed-widget-ticker-tape.js"]')).toHaveCount(1, { timeout: 10_000 });
});

test('after Reject no widget loads on any page, across pages and a reload', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Third-party market widgets' })
    .getByRole('button', { name: 'Reject' })
    .click();
  expect(await context.cookies()).toMatchObject([{ name: 'upm_widgets', value: 'reject' }]);
  const requests = thirdPartyRequests(page);
  for (const path of ['/markets', '/markets/forex', '/education']) {
    await page.goto(path);
    await scrollThrough(page);
    await expect(page.getByRole('region', { name: 'Third-party market widgets' }), path).toBeHidden();
  }
  await page.reload();
  await page.waitForTimeout(2500);
  expect(requests).toEqual([]);
  await expect(page.locator('script[src*="tradingview"]')).toHaveCount(0);
});

test('the choice can be changed from the footer', async ({ page, context }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Third-party market widgets' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookies and settings' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('status')).toContainText('You rejected');
  await page.getByRole('button', { name: 'Accept third-party market widgets' }).click();
  await expect(page.getByRole('status')).toContainText('You accepted');
  expect(await context.cookies()).toMatchObject([{ name: 'upm_widgets', value: 'accept' }]);
});

test('each widget section shows one compact notice with its symbols as links until the visitor loads the charts', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 667 });
  await hangTradingView(page);
  await page.goto('/markets');
  const charts = page.getByRole('region', { name: 'Live charts' });
  await expect(charts.getByText('Live charts are provided by TradingView, which sets cookies.')).toHaveCount(1);
  await expect(charts.getByTestId('widget-box')).toHaveCount(0);
  await expect(charts.getByRole('link', { name: 'EUR/USD' })).toHaveAttribute('href', '/markets/forex');
  await expect(charts.getByRole('link', { name: 'DAX' })).toHaveAttribute('href', '/markets/indices');
  // Compact: the section is far shorter than sixteen 300 px boxes.
  expect((await charts.boundingBox())!.height).toBeLessThan(900);
  await charts.getByRole('button', { name: 'Load TradingView charts' }).click();
  await expect(charts.getByTestId('widget-box')).toHaveCount(16);
  // Loaded for this visit only: nothing stored.
  expect(await context.cookies()).toEqual([]);
  // Unreachable here: once a chart fails (no answer within 15 s), the section says so once, and its boxes go.
  await charts.getByRole('region', { name: 'EUR/USD chart' }).scrollIntoViewIfNeeded();
  await expect(charts.getByRole('region', { name: 'EUR/USD chart' })).toHaveAttribute('data-state', 'loading');
  await expect(charts.getByText('Live charts could not load. Prices on this page are not live.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(charts.getByTestId('widget-box')).toHaveCount(0);
});

test('"Always load on this site" stores the choice and loads every section', async ({ page, context }) => {
  await hangTradingView(page);
  await page.goto('/markets');
  await page
    .getByRole('region', { name: 'Markets at a glance' })
    .getByRole('button', { name: 'Always load on this site' })
    .click();
  expect(await context.cookies()).toMatchObject([{ name: 'upm_widgets', value: 'accept' }]);
  await expect(page.getByRole('region', { name: 'Live charts' }).getByTestId('widget-box')).toHaveCount(16);
});

test('without JavaScript there is no banner, no widget box and no promise to load; the ticker says it is not live', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto('/markets');
  await expect(page.getByRole('region', { name: 'Third-party market widgets' })).toBeHidden();
  await expect(page.locator('[data-testid="widget-box"]:visible')).toHaveCount(0);
  await expect(page.locator(':text("loads as you scroll"):visible')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load TradingView charts' })).toHaveCount(0);
  // Playwright's text queries skip <noscript>; innerText shows what is rendered, and with scripts off it is.
  const shown = await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText);
  expect(shown).toContain('Live charts need JavaScript, so prices on this page are not live.');
  const ticker = page.getByRole('region', { name: 'Market ticker' });
  await expect(ticker).toContainText('Not live');
  await expect(ticker.getByRole('link', { name: 'Oil' })).toHaveAttribute('href', '/markets/commodity');
  // The strip scrolls inside itself: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});

test('a visitor who accepted sees the reserved widget boxes from the first paint, with no notice in between', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'upm_widgets', value: 'accept', url: baseURL! }]);
  // Scripts blocked: what the first paint shows, decided by the inline script and CSS alone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/markets', { waitUntil: 'domcontentloaded' });
  const charts = page.getByRole('region', { name: 'Live charts' });
  await expect(charts.getByTestId('widget-box').first()).toBeVisible();
  await expect(charts.getByText('Live charts are provided by TradingView')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Third-party market widgets' })).toBeHidden();
});
