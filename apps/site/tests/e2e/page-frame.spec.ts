import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsAtBothWidthsInBothSchemes, switchColorScheme } from './page-checks';

/* The frame around every page: ticker strip, skip link, landmarks, footer, accessibility. */

const widths = [375, 1280] as const;

test('the ticker region is present, 36 px tall and shows its ten symbols without TradingView', async ({
  page,
  baseURL,
}) => {
  // The widget loads only for a visitor who accepted TradingView (decision 017; consent.spec.ts covers the rest).
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

test("the skip link is the first stop and moves focus to the main content; the footer shows the link groups, the longer risk warning, the company and the legal links with this year's copyright; the bar above carries the whole warning at 1280 px", async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  await expect(page.locator('section[aria-label="Risk warning"]')).toContainText(
    'You should consider whether you understand how CFDs work and whether you can afford to take the high risk of losing your money.',
  );
  const footer = page.getByRole('contentinfo');
  for (const group of ['Markets', 'Services', 'Education', 'Platforms', 'Tools', 'Company', 'Legal']) {
    await expect(footer.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(footer).toContainText('CFDs are complex instruments and come with a high risk of losing money rapidly');
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
  await footer.getByRole('link', { name: 'Beginner course' }).click();
  await expect(page).toHaveURL(/\/education\/beginner\/?$/);
});

test('nothing in the shell and no decorative sample price animates under reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const animationName = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).animationName);
  expect(animationName).toBe('none');
  const chip = page.locator('[data-decorative] > div').first();
  expect(await chip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await context.close();
});

// The page sweep checks each page at 375 px light and 1280 px dark; what changes with the width is the shell's
// (header, menus, footer), so the shell gets every width in every scheme here, closed and open. The not-found page
// is the shell around a few lines.
test('the closed shell has no accessibility violations at 375 and 1280 px in either colour scheme', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto('/no-such-page');
  await expectNoAxeViolationsAtBothWidthsInBothSchemes(page, 'the shell');
});

for (const width of widths) {
  test(`the open navigation has no accessibility violations at ${width} px in either colour scheme`, async ({
    page,
  }) => {
    // axe over a whole page, twice, takes a while on two cores.
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
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
    await expectNoAxeViolations(page, { label: 'open, light scheme' });
    await switchColorScheme(page, 'dark');
    await expectNoAxeViolations(page, { label: 'open, dark scheme' });
  });
}
