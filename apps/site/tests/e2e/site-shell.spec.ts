import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/* The frame around every page: ticker strip, skip link, landmarks, footer, accessibility (spec §2, §9). */

const widths = [375, 1280] as const;

test('the ticker region is present, 36 px tall and shows its ten symbols without TradingView', async ({
  page,
  baseURL,
}) => {
  // The widget loads only for a visitor who accepted TradingView (issue 15; consent.spec.ts covers the rest).
  await page.context().addCookies([{ name: 'upm_widgets', value: 'accept', url: baseURL! }]);
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Market ticker' });
  await expect(ticker).toBeVisible();
  expect((await ticker.boundingBox())?.height).toBe(36);
  for (const name of [
    'EUR/USD',
    'GBP/USD',
    'USD/JPY',
    'BTC/USD',
    'ETH/USD',
    'Gold',
    'Silver',
    'S&P 500',
    'US 100',
    'Oil',
  ]) {
    await expect(ticker.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  // There is no internet here: once the page is idle the widget script is tried, and the strip stays.
  await expect(ticker.locator('script[src*="embed-widget-ticker-tape.js"]')).toHaveCount(1, { timeout: 10_000 });
  await expect(ticker.getByText('EUR/USD')).toBeVisible();
  expect((await ticker.boundingBox())?.height).toBe(36);
});

test('the ticker widget script is not in the server HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('EUR/USD');
  expect(html).not.toContain('embed-widget-ticker-tape.js');
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test("the footer shows the link groups, the risk warning and this year's copyright", async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const group of ['Markets', 'Services', 'Education', 'Platforms', 'Tools', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(footer).toContainText('CFDs are complex instruments and come with a high risk of losing money rapidly');
  await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} UPM Trading`);
  await footer.getByRole('link', { name: 'Beginner course' }).click();
  await expect(page).toHaveURL(/\/education\/beginner\/?$/);
});

test('the page has one banner, one main and one contentinfo landmark', async ({ page }) => {
  await page.goto('/markets');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
});

test('the content is visible with JavaScript turned off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Market ticker' })).toContainText('EUR/USD');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()}`);
  await context.close();
});

test('nothing in the shell animates under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const animationName = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).animationName);
  expect(animationName).toBe('none');
  await context.close();
});

for (const width of widths) {
  test(`the shell has no accessibility violations at ${width} px`, async ({ page }) => {
    // axe over a whole page takes a while on two cores.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test(`the open navigation has no accessibility violations at ${width} px`, async ({ page }) => {
    // axe over a whole page takes a while on two cores.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    if (width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Markets' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets overview' }),
      ).toBeVisible();
    }
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });
}
