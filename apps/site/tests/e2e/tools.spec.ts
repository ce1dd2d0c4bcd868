import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The trader tools as a visitor uses them: with scripts the result follows the inputs and the address bar keeps
 * them; without scripts the GET form asks the server, which renders the same result. What a page renders for a
 * URL (worked answers, a shared link, a bad value, market hours at a moment) is checked without a browser:
 * app/features/tools/routes/tools.test.tsx.
 */

// The tool's result region; the risk warning bar above the header is a region too, and is not it.
const result = (page: Page) =>
  page.getByRole('region', { name: /^(?!risk warning$).*(position size|pip value|margin|profit|risk)/i });
const calculator = (page: Page) => page.getByRole('region', { name: 'Calculator' });
const sessions = (page: Page) => page.getByRole('region', { name: 'Sessions' });

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
  await calculator(page).getByLabel('Instrument').selectOption('USDJPY');
  await expect(calculator(page).getByLabel('Price of the pair')).toHaveValue('150.00');
  await expect(result(page)).toContainText('0.60 lots');
});

test('a bad input shows its message next to the field as it is typed, and submitting focuses it', async ({ page }) => {
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
  // A rule across fields: the stop-loss of a buy on the wrong side of the entry.
  await page.goto('/tools/risk-reward');
  await calculator(page).getByLabel('Stop-loss price').fill('1.0900');
  await expect(calculator(page).getByLabel('Stop-loss price')).toHaveAccessibleDescription(
    /For a buy, the stop-loss must be below the entry price/,
  );
});

test('gold is sized in points of 1.00 and lots of 100 oz, its sample price brought with it', async ({ page }) => {
  await page.goto('/tools/position-size');
  await calculator(page).getByLabel('Instrument').selectOption('XAUUSD');
  await expect(calculator(page).getByLabel('Price of the pair')).toHaveValue('2650.00');
  // $100 at risk over 5 points of $100 a lot: 0.20 lots, 20 oz.
  await calculator(page).getByLabel('Stop-loss (points)').fill('5');
  await expect(result(page)).toContainText('0.20 lots');
  await expect(result(page)).toContainText('20 oz');
  await expect(page).toHaveURL(/pair=XAUUSD/);
});

test('market hours: a date and time picked show the sessions then, and the address bar keeps them', async ({
  page,
}) => {
  await page.goto('/tools/market-hours');
  await sessions(page).getByLabel('Date (GMT)').fill('2026-01-17');
  await sessions(page).getByLabel('Time (GMT)').fill('12:00');
  await expect(page.getByText(/The forex market is closed for the weekend/)).toBeVisible();
  await expect(page).toHaveURL(/date=2026-01-17&time=12%3A00/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a gold position is sized by the server from the submitted form', async ({ page }) => {
    await page.goto('/tools/position-size');
    await calculator(page).getByLabel('Instrument').selectOption('XAUUSD');
    await calculator(page).getByLabel('Price of the pair').fill('2650,00');
    await calculator(page)
      .getByLabel(/^Stop-loss/)
      .fill('5');
    await calculator(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/pair=XAUUSD/);
    await expect(result(page)).toContainText('0.20 lots');
    await expect(result(page)).toContainText('20 oz');
  });

  test('a mistyped price and a large risk are questioned by the server, beside the result', async ({ page }) => {
    await page.goto('/tools/position-size');
    await calculator(page).getByLabel('Risk per trade (%)').fill('8');
    await calculator(page).getByLabel('Price of the pair').fill('15.0');
    await calculator(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/price=15\.0/);
    await expect(result(page).getByRole('status')).toContainText('Caution: this trade risks 8% of the balance');
    await expect(result(page).getByRole('status')).toContainText(
      'Check the price: EUR/USD at 15 is far from its reference',
    );
  });

  test('market hours: the date and time inputs ask the server for that moment; an older ?at= link still opens', async ({
    page,
  }) => {
    await page.goto('/tools/market-hours');
    await sessions(page).getByLabel('Date (GMT)').fill('2026-01-14');
    await sessions(page).getByLabel('Time (GMT)').fill('13:30');
    await sessions(page).getByRole('button', { name: 'Show this moment' }).click();
    await expect(page).toHaveURL(/date=2026-01-14&time=13%3A30/);
    await expect(page.getByText(/Sessions overlapping now: London and New York/)).toBeVisible();
    await page.goto('/tools/market-hours?at=2026-01-17T12:00:00Z');
    await expect(sessions(page).getByLabel('Date (GMT)')).toHaveValue('2026-01-17');
    await expect(page.getByText(/The forex market is closed for the weekend/)).toBeVisible();
  });

  test('the position-size form asks the server, which renders the result for the URL', async ({ page }) => {
    await page.goto('/tools/position-size');
    await expect(result(page)).toContainText('0.20 lots');
    await calculator(page).getByLabel('Account balance').fill('20000');
    await calculator(page).getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/balance=20000/);
    await expect(result(page)).toContainText('0.40 lots');
  });
});
