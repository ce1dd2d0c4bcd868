import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The markets overview's TradingView widgets in the state this machine sees them (no internet: placeholder text in
 * a box that keeps its reserved height), and the market tables on a phone. What the market pages say and link to
 * is rendered and checked without a browser: app/routes/markets/markets.test.tsx.
 */

const failedMessage = 'Live charts could not load. Prices on this page are not live.';

/** The visitor accepted TradingView's widgets (decision 017): without that nothing third-party loads. */
async function acceptWidgets(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'upm_widgets', value: 'accept', url: baseURL! }]);
}

/** TradingView never answers (rather than failing at once): widgets stay loading, their boxes in place. */
async function hangTradingView(page: Page) {
  await page.route(/tradingview(-widget)?\.com\//, () => {});
}

/** The reserved box of a widget region, and its rendered height. */
/** The reserved layout height in CSS pixels (offsetHeight: not skewed by a fade-in transform or sub-pixel offsets). */
async function boxHeight(region: Locator) {
  return region.getByTestId('widget-box').evaluate((box) => (box as HTMLElement).offsetHeight);
}

test('the markets overview reserves 500 px for the overview and the calendar and 300 px for each of the sixteen charts, and configures the calendar and the overview as specified', async ({
  page,
  baseURL,
}) => {
  await acceptWidgets(page, baseURL);
  await hangTradingView(page);
  await page.goto('/markets');
  const main = page.getByRole('main');
  const overview = main.getByRole('region', { name: 'Market overview, last 12 months' });
  const calendar = main.getByRole('region', { name: 'Economic calendar' });
  expect(await boxHeight(overview)).toBe(500);
  expect(await boxHeight(calendar)).toBe(500);

  const groups = {
    'Major forex pairs': ['EUR/USD', 'GBP/USD', 'USD/JPY', 'USD/CHF', 'USD/CAD', 'AUD/USD'],
    Indices: ['S&P 500', 'NASDAQ 100', 'Dow Jones', 'FTSE 100', 'DAX'],
    'Digital assets and commodities': [
      'Bitcoin (BTC/USD)',
      'Ethereum (ETH/USD)',
      'XRP (XRP/USD)',
      'Gold (XAU/USD)',
      'US Oil',
    ],
  };
  for (const [group, charts] of Object.entries(groups)) {
    const section = main.getByRole('region', { name: group, exact: true });
    await expect(section.getByRole('heading', { level: 3, name: group })).toBeVisible();
    for (const chart of charts) {
      const region = section.getByRole('region', { name: `${chart} chart`, exact: true });
      expect(await boxHeight(region), chart).toBe(300);
    }
  }

  // Scrolled near, each widget gets its script and configuration: the calendar dark, with all importance levels
  // and the twelve countries; the overview over twelve months.
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar).toHaveAttribute('data-state', 'loading');
  await expect(calendar.locator('script')).toHaveAttribute(
    'src',
    'https://s3.tradingview.com/external-embedding/embed-widget-events.js',
  );
  const calendarConfig = JSON.parse((await calendar.locator('script').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(calendarConfig).toMatchObject({
    colorTheme: 'dark',
    importanceFilter: '-1,0,1',
    countryFilter: 'us,eu,gb,jp,cn,au,ca,ch,de,fr,it,es',
    height: 500,
  });
  expect(await boxHeight(calendar)).toBe(500);
  await overview.scrollIntoViewIfNeeded();
  await expect(overview).toHaveAttribute('data-state', 'loading');
  const overviewConfig = JSON.parse((await overview.locator('script').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(overviewConfig).toMatchObject({ dateRange: '12M', height: 500 });
});

test('a widget loads its script only when scrolled near, and when TradingView is unreachable its section says so once', async ({
  page,
  baseURL,
}) => {
  await acceptWidgets(page, baseURL);
  await hangTradingView(page);
  await page.goto('/markets');
  const main = page.getByRole('main');
  const dax = main.getByRole('region', { name: 'DAX chart' });
  // Far below the fold: still idle, no script requested, but the box already has its text.
  await expect(dax).toHaveAttribute('data-state', 'idle');
  await expect(dax.locator('script')).toHaveCount(0);
  await expect(dax).toContainText('Live data from TradingView loads as you scroll to it.');

  await dax.scrollIntoViewIfNeeded();
  await expect(dax).toHaveAttribute('data-state', 'loading');
  await expect(dax.locator('script')).toHaveAttribute(
    'src',
    'https://s3.tradingview.com/external-embedding/embed-widget-advanced-chart.js',
  );
  const config = JSON.parse((await dax.locator('script').textContent()) ?? '{}') as Record<string, unknown>;
  expect(config).toMatchObject({
    symbol: 'XETR:DAX',
    interval: '240',
    timezone: 'Etc/UTC',
    theme: 'light',
    height: 300,
  });
  expect(await boxHeight(dax)).toBe(300);

  // Unreachable (the fixture aborts TradingView): the charts collapse into one notice with links.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(/tradingview(-widget)?\.com\//, (route) => route.abort('blockedbyclient'));
  await page.reload();
  const charts = page.getByRole('main').getByRole('region', { name: 'Live charts' });
  await page.getByRole('heading', { level: 2, name: 'Live charts' }).scrollIntoViewIfNeeded();
  await expect(charts.getByText(failedMessage)).toHaveCount(1);
  await expect(charts.getByTestId('widget-box')).toHaveCount(0);
  await expect(charts.getByRole('link', { name: 'DAX' })).toHaveAttribute('href', '/markets/indices');
});

test('market data tables fit a phone as stacked rows, with nothing to scroll sideways @mobile', async ({ page }) => {
  // Below 40em each row is stacked "label: value" lines (DataTable), so no column is off-screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/markets/forex');
  const table = page.getByRole('table').first();
  await expect(table).toContainText('EUR/USD');
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});
