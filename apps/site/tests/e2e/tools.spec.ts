import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLayoutAndAccessibility } from './page-checks';

/*
 * The trader tools (issue 18) as a visitor uses them: with scripts the result follows the inputs and the address
 * bar keeps them; without scripts the GET form asks the server, which renders the same result; a shared URL
 * opens on its result.
 */

// The tool's result region; the risk warning bar above the header is a region too, and is not it.
const result = (page: Page) =>
  page.getByRole('region', { name: /^(?!risk warning$).*(position size|pip value|margin|profit|risk)/i });
const calculator = (page: Page) => page.getByRole('region', { name: 'Calculator' });

test('/tools lists every tool and each link opens it', async ({ page }) => {
  await page.goto('/tools');
  const links = page.getByRole('main').getByRole('link', { name: /calculator|market hours/i });
  await expect(links).toHaveCount(6);
  await page.getByRole('link', { name: 'Pip value calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pip Value Calculator' })).toBeVisible();
});

test('the position size follows the inputs at once and the address bar keeps them', async ({ page }) => {
  await page.goto('/tools/position-size');
  await expect(result(page)).toContainText('0.20 lots');
  await expect(result(page)).toContainText('$100.00');
  await calculator(page).getByLabel('Risk per trade (%)').fill('2');
  await expect(result(page)).toContainText('0.40 lots');
  await expect(page).toHaveURL(/risk=2/);
  await calculator(page).getByLabel('Currency pair').selectOption('USDJPY');
  await expect(calculator(page).getByLabel('Price of the pair')).toHaveValue('150.00');
  await expect(result(page)).toContainText('0.60 lots');
});

test('a shared position-size link opens on its result, JPY account and cross rate included', async ({ page }) => {
  await page.goto('/tools/position-size?account=GBP&balance=5000&risk=1&stop=40&pair=EURJPY&price=162.75&rate=0.0052');
  await expect(result(page)).toContainText('0.24 lots');
  await expect(result(page)).toContainText('£49.92');
  await expect(calculator(page).getByLabel('Conversion rate: 1 JPY = ? GBP')).toHaveValue('0.0052');
});

test('a bad input shows its message next to the field, and submitting focuses it', async ({ page }) => {
  await page.goto('/tools/pip-value');
  const lots = calculator(page).getByLabel('Position size (lots)');
  await lots.fill('-1');
  await expect(lots).toHaveAttribute('aria-invalid', 'true');
  await expect(lots).toHaveAccessibleDescription(/Enter the position size in lots as a number/);
  await expect(result(page)).toContainText('Correct the highlighted fields');
  await expect(result(page)).not.toContainText('NaN');
  await calculator(page).getByLabel('Account currency').selectOption('EUR');
  await calculator(page).getByRole('button', { name: 'Calculate' }).click();
  await expect(lots).toBeFocused();
  await lots.fill('1');
  await expect(calculator(page).getByLabel(/Conversion rate/)).toHaveAccessibleDescription(
    /Enter the conversion rate, 1 JPY = \? EUR/,
  );
});

test('margin, profit and risk-reward give the worked answers of their pages', async ({ page }) => {
  await page.goto('/tools/margin');
  await expect(result(page)).toContainText('$3,616.67');
  await page.goto('/tools/profit?account=USD&pair=EURUSD&direction=sell&open=1.0850&close=1.0950&lots=1&rate=');
  await expect(result(page)).toContainText('−$1,000.00');
  await expect(result(page)).toContainText('−100.0');
  await page.goto('/tools/risk-reward');
  await expect(result(page)).toContainText('1:2.00');
  await calculator(page).getByLabel('Stop-loss price').fill('1.0900');
  await expect(calculator(page).getByLabel('Stop-loss price')).toHaveAccessibleDescription(
    /For a buy, the stop-loss must be below the entry price/,
  );
});

test('market hours at a chosen moment show the sessions, the overlap and the weekend', async ({ page }) => {
  await page.goto('/tools/market-hours?at=2026-01-14T13:30:00Z');
  const sessions = page.getByRole('figure');
  await expect(sessions.getByRole('listitem').filter({ hasText: 'London' })).toContainText('Open');
  await expect(sessions.getByRole('listitem').filter({ hasText: 'Tokyo' })).toContainText('Closed');
  await expect(page.getByText('Sessions overlapping now: London and New York')).toBeVisible();
  await page.goto('/tools/market-hours?at=2026-01-17T12:00:00Z');
  await expect(page.getByText('The forex market is closed for the weekend')).toBeVisible();
  await expect(sessions.getByText('Open', { exact: true })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the position-size form asks the server, which renders the result for the URL', async ({ page }) => {
    await page.goto('/tools/position-size');
    await expect(result(page)).toContainText('0.20 lots');
    await calculator(page).getByLabel('Account balance').fill('20000');
    await calculator(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/balance=20000/);
    await expect(result(page)).toContainText('0.40 lots');
  });

  test('a bad input comes back with its message next to the field', async ({ page }) => {
    await page.goto('/tools/margin?account=USD&pair=EURUSD&price=abc&lots=1&leverage=30&rate=');
    const price = calculator(page).getByLabel('Price of the pair');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(/Enter the price as a number, like 1.0850/);
    await expect(result(page)).toContainText('Correct the highlighted fields');
  });

  test('pip value, profit and risk-reward render their results on the server', async ({ page }) => {
    await page.goto('/tools/pip-value?account=USD&pair=USDJPY&price=150.00&lots=1&rate=');
    await expect(result(page)).toContainText('$6.67');
    await page.goto('/tools/profit');
    await expect(result(page)).toContainText('+$1,000.00');
    await page.goto('/tools/risk-reward?pair=EURUSD&direction=sell&entry=1.0850&stop=1.0900&target=1.0750');
    await expect(result(page)).toContainText('1:2.00');
  });

  test('market hours render in GMT on the server', async ({ page }) => {
    await page.goto('/tools/market-hours?at=2026-07-15T12:30:00Z');
    await expect(page.getByRole('figure')).toContainText('times in GMT');
    await expect(page.getByRole('figure').getByRole('listitem').filter({ hasText: 'New York' })).toContainText('Open');
  });
});

test('the forex pages note that the hours shift with daylight saving and link to the tool', async ({ page }) => {
  for (const path of ['/education/forex', '/markets/forex']) {
    await page.goto(path);
    await page.getByRole('link', { name: 'See which sessions are open now, in your time zone' }).click();
    await expect(page).toHaveURL(/\/tools\/market-hours$/);
  }
});

checkLayoutAndAccessibility(
  [
    '/tools',
    '/tools/position-size',
    '/tools/pip-value?account=EUR&pair=GBPJPY&price=190.50&lots=1&rate=',
    '/tools/margin',
    '/tools/profit',
    '/tools/risk-reward',
    '/tools/market-hours',
  ],
  'tool page',
);
