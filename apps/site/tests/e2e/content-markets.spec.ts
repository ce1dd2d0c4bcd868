import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLayoutAndAccessibility } from './page-checks';

/*
 * The markets overview and the five market pages: the facts, lists and call-to-action targets of spec §2
 * and §9, read by role and visible text, and the TradingView widgets in the state this machine sees them
 * (no internet: placeholder text in a box that keeps its reserved height).
 */

const pages = [
  '/markets',
  '/markets/forex',
  '/markets/indices',
  '/markets/commodity',
  '/markets/crypto',
  '/markets/stocks',
] as const;

const failedMessage = 'Live charts could not load. Prices on this page are not live.';

/** The visitor accepted TradingView's widgets (issue 15): without that nothing third-party loads. */
async function acceptWidgets(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'upm_widgets', value: 'accept', url: baseURL! }]);
}

/** TradingView never answers (rather than failing at once): widgets stay loading, their boxes in place. */
async function hangTradingView(page: Page) {
  await page.route(/tradingview(-widget)?\.com\//, () => {});
}

/** Asserts a link inside the main content by its visible name and target. */
async function expectLink(page: Page, name: string | RegExp, href: string) {
  const link = page.getByRole('main').getByRole('link', { name, exact: typeof name === 'string' });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute('href', href);
}

/** The reserved box of a widget region, and its rendered height. */
/** The reserved layout height in CSS pixels (offsetHeight: not skewed by a fade-in transform or sub-pixel offsets). */
async function boxHeight(region: Locator) {
  return region.getByTestId('widget-box').evaluate((box) => (box as HTMLElement).offsetHeight);
}

test('the markets overview shows five market cards, each linking to its market page', async ({ page }) => {
  await page.goto('/markets');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Markets We Cover' })).toBeVisible();
  for (const [title, href, label] of [
    ['Forex', '/markets/forex', 'Explore forex'],
    ['Indices', '/markets/indices', 'Explore indices'],
    ['Commodities', '/markets/commodity', 'Explore commodities'],
    ['Crypto', '/markets/crypto', 'Explore crypto'],
    ['Stocks', '/markets/stocks', 'Explore stocks'],
  ] as const) {
    const card = main.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
});

test('the markets overview reserves 500 px for the overview and the calendar and 300 px for each of the sixteen charts', async ({
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

test('the economic calendar is configured dark, with all importance levels and the twelve countries', async ({
  page,
  baseURL,
}) => {
  await acceptWidgets(page, baseURL);
  await hangTradingView(page);
  await page.goto('/markets');
  const calendar = page.getByRole('main').getByRole('region', { name: 'Economic calendar' });
  await calendar.scrollIntoViewIfNeeded();
  await expect(calendar).toHaveAttribute('data-state', 'loading');
  await expect(calendar.locator('script')).toHaveAttribute(
    'src',
    'https://s3.tradingview.com/external-embedding/embed-widget-events.js',
  );
  const config = JSON.parse((await calendar.locator('script').textContent()) ?? '{}') as Record<string, unknown>;
  expect(config).toMatchObject({
    colorTheme: 'dark',
    importanceFilter: '-1,0,1',
    countryFilter: 'us,eu,gb,jp,cn,au,ca,ch,de,fr,it,es',
    height: 500,
  });
  expect(await boxHeight(calendar)).toBe(500);
});

test('the market overview widget covers twelve months', async ({ page, baseURL }) => {
  await acceptWidgets(page, baseURL);
  await hangTradingView(page);
  await page.goto('/markets');
  const overview = page.getByRole('main').getByRole('region', { name: 'Market overview, last 12 months' });
  await overview.scrollIntoViewIfNeeded();
  await expect(overview).toHaveAttribute('data-state', 'loading');
  const config = JSON.parse((await overview.locator('script').textContent()) ?? '{}') as Record<string, unknown>;
  expect(config).toMatchObject({ dateRange: '12M', height: 500 });
});

test('the forex page lists the four sessions in GMT, the major pairs with nicknames, leverage, volume and lot sizes', async ({
  page,
}) => {
  await page.goto('/markets/forex');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Forex Market' })).toBeVisible();
  await expect(main).toContainText('$7.5 trillion');
  await expect(main).toContainText('Up to 1:500');

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
  for (const [pair, nickname] of [
    ['EUR/USD', 'Fiber'],
    ['GBP/USD', 'Cable'],
    ['USD/JPY', 'Gopher'],
    ['USD/CHF', 'Swissie'],
    ['AUD/USD', 'Aussie'],
    ['USD/CAD', 'Loonie'],
  ] as const) {
    await expect(
      pairs
        .getByRole('row', { name: new RegExp(`^${pair}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(nickname);
  }

  const lots = main.getByRole('table', { name: 'Lot sizes' });
  for (const units of ['100,000', '10,000', '1,000']) {
    await expect(lots.getByRole('cell', { name: units, exact: true })).toBeVisible();
  }
  await expect(main).toContainText('1-2%');
  await expect(main).toContainText('at least 1:2');
  await expectLink(page, 'Take the Forex Course', '/education/forex');
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('the indices page lists the major indices with their regions and sizes', async ({ page }) => {
  await page.goto('/markets/indices');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Indices Market' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Major stock indices' });
  for (const [index, companies] of [
    ['S&P 500', '500'],
    ['NASDAQ 100', '100'],
    ['Dow Jones Industrial Average', '30'],
    ['FTSE 100', '100'],
    ['DAX', '40'],
  ] as const) {
    await expect(
      table
        .getByRole('row', { name: new RegExp(`^${index}`) })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(companies);
  }
  await expect(main.getByRole('table', { name: /Trading hours per index/ })).toBeVisible();
  await expectLink(page, 'Take the Indices Course', '/education/indices');
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('the commodity page lists the categories with their items and uses', async ({ page }) => {
  await page.goto('/markets/commodity');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Commodity Market' })).toBeVisible();
  const table = main.getByRole('table', { name: /Commodity categories/ });
  for (const category of ['Precious metals', 'Energy', 'Industrial metals', 'Agriculture', 'Livestock']) {
    await expect(table.getByRole('rowheader', { name: category })).toBeVisible();
  }
  await expect(table).toContainText('Gold');
  await expect(table).toContainText('WTI crude oil');
  await expectLink(page, 'Take the Commodity Course', '/education/commodity');
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('the crypto page shows the eight coins, price factors, strategies, risk warnings and ten tips', async ({
  page,
}) => {
  await page.goto('/markets/crypto');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cryptocurrency Market' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Why traders follow crypto' })).toBeVisible();
  for (const coin of [
    'Bitcoin (BTC)',
    'Ethereum (ETH)',
    'Ripple (XRP)',
    'Litecoin (LTC)',
    'Bitcoin Cash (BCH)',
    'Cardano (ADA)',
    'Polkadot (DOT)',
    'Solana (SOL)',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: coin })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'What moves crypto prices' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Common crypto trading strategies' })).toBeVisible();
  const warning = main.getByRole('note', { name: 'Before you trade crypto' });
  await expect(warning).toContainText('Extreme volatility');
  await expect(warning).toContainText('You could lose all the money you put in.');
  const tips = main.getByRole('region', { name: '10 tips for crypto traders' }).getByRole('listitem');
  await expect(tips).toHaveCount(10);
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Start Learning', '/education');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('the stock page shows eight sectors, twelve tickers with company and sector, four approaches and the three links', async ({
  page,
}) => {
  await page.goto('/markets/stocks');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Stock Market' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Why trade stocks' })).toBeVisible();
  const sectors = main.getByRole('region', { name: 'Eight market sectors' }).getByRole('heading', { level: 3 });
  await expect(sectors).toHaveCount(8);

  const table = main.getByRole('table', { name: /Twelve widely traded US stocks/ });
  for (const [ticker, company, sector] of [
    ['AAPL', 'Apple Inc.', 'Technology'],
    ['MSFT', 'Microsoft Corporation', 'Technology'],
    ['GOOGL', 'Alphabet Inc.', 'Communication Services'],
    ['AMZN', 'Amazon.com, Inc.', 'Consumer Discretionary'],
    ['TSLA', 'Tesla, Inc.', 'Consumer Discretionary'],
    ['META', 'Meta Platforms, Inc.', 'Communication Services'],
    ['NVDA', 'NVIDIA Corporation', 'Technology'],
    ['JPM', 'JPMorgan Chase & Co.', 'Financials'],
    ['V', 'Visa Inc.', 'Financials'],
    ['JNJ', 'Johnson & Johnson', 'Healthcare'],
    ['WMT', 'Walmart Inc.', 'Consumer Staples'],
    ['PG', 'Procter & Gamble Co.', 'Consumer Staples'],
  ] as const) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ticker, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText([company, sector]);
  }
  const approaches = main.getByRole('region', { name: 'Four approaches to the stock market' }).getByRole('heading', {
    level: 3,
  });
  await expect(approaches).toHaveText(['Day trading', 'Swing trading', 'Position trading', 'Long-term investing']);
  await expect(main.getByRole('heading', { name: 'What moves share prices' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Stock trading strategies' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Tips for trading stocks' })).toBeVisible();
  await expectLink(page, 'Get Trading Signals', '/services/signals');
  await expectLink(page, 'Start Learning', '/education');
  await expectLink(page, 'Choose a Broker', '/ib-partners');
});

test('market data tables fit a phone as stacked rows, with nothing to scroll sideways @mobile', async ({ page }) => {
  // Issue 16: below 40em each row is stacked "label: value" lines (DataTable), so no column is off-screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/markets/forex');
  const table = page.getByRole('table').first();
  await expect(table).toContainText('EUR/USD');
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
});

checkLayoutAndAccessibility(pages, 'market page');
