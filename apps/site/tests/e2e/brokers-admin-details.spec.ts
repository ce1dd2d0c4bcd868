import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueName } from './admin-helpers';

test.use({ signedIn: true });

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('an admin edits every broker detail figure, and the broker page shows them', async ({ page }) => {
  await page.goto('/secure/admin/dashboard');
  const name = uniqueName('Detail Markets');
  await page.getByRole('link', { name: 'Add New Broker' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Broker' });
  const required: Record<string, string> = {
    'Broker Name': name,
    Description: `${name} is a test broker.`,
    'Minimum Deposit': '$250',
    Spreads: 'From 0.3 pips',
    Leverage: '1:30',
    Platforms: 'MT5, cTrader',
    'Website URL': 'https://detail.example',
  };
  for (const [label, value] of Object.entries(required)) await add.getByLabel(label).fill(value);
  await add.getByRole('button', { name: 'Add Broker' }).click();
  await expect(add).toBeHidden();

  await card(page, name).getByRole('link', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Broker' });
  const slug = await dialog.getByLabel('Page address (slug)').inputValue();
  expect(slug).toMatch(/^detail-markets-[0-9a-f]{6}$/);
  // A visitor reads the page first, so the server keeps it (decision 019): the edit below must still show at once.
  const visitor = await page.context().newPage();
  await visitor.goto(`/ib-partners/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('0.6 pips × $10 + $3 = $9.00')).toHaveCount(0);
  await visitor.close();
  for (const group of ['Listing', 'Costs and terms', 'Regulation and risk', 'Company and accounts']) {
    await expect(dialog.getByRole('group', { name: group })).toBeVisible();
  }
  const fields: Record<string, string> = {
    'Typical EUR/USD spread (pips)': '0.6',
    'Minimum EUR/USD spread (pips)': '0',
    'Swap per standard lot per night, EUR/USD long (USD)': '-5.5',
    'Withdrawal fee (USD)': '0',
    'Costs and fees checked on': '2026-10-01',
    'Commission per standard lot, round turn (USD)': '3',
    'Deposit amount (number)': '250',
    'Deposit currency': 'usd',
    'Maximum retail ratio (1:N)': '30',
    'Regulated entities': 'FCA | 999999\nASIC | 888888 | https://connectonline.asic.gov.au/x',
    'Retail accounts losing money (%)': '69',
    'Retail loss figure published on': '2026-10-01',
    'Year founded': '2011',
    'Headquarters country': 'Australia',
    Products: 'forex, indices',
    'Deposit methods': 'Card, PayPal',
  };
  // One mistake first: the form says which field and keeps what was typed.
  await dialog.getByLabel('Typical EUR/USD spread (pips)').fill('cheap');
  await dialog.getByRole('button', { name: 'Update Broker' }).click();
  await expect(dialog.getByText('Typical EUR/USD spread must be a number')).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByLabel('Demo account').selectOption('yes');
  await dialog.getByLabel('Islamic (swap-free) account').selectOption('no');
  await dialog.getByRole('button', { name: 'Update Broker' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/ib-partners/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('0.6 pips × $10 + $3 = $9.00')).toBeVisible();
  await expect(
    page.getByRole('main').getByText(/^69% of retail investor accounts lose money.*1 October 2026/),
  ).toBeVisible();
  // The admin's link to the entity's own entry wins; the FCA licence links to the register's entry for its number.
  await expect(page.getByRole('link', { name: /this licence on the ASIC register/ })).toHaveAttribute(
    'href',
    'https://connectonline.asic.gov.au/x',
  );
  await expect(page.getByRole('link', { name: /this licence on the FCA register/ })).toHaveAttribute(
    'href',
    'https://register.fca.org.uk/s/search?q=999999&type=Companies',
  );
  await expect(page.getByText('FCA', { exact: true })).toBeVisible();
  const fact = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
      .locator('+ dd');
  await expect(fact('Minimum deposit')).toHaveText('250 USD');
  // Derived from the stored 0.0 minimum, with the commission beside it; every cost dated.
  await expect(fact('Spread and commission')).toHaveText(
    'From 0.0 pips (typical 0.6 pips), + $3.00 commission per lot',
  );
  await expect(fact('Pricing')).toHaveText('Raw spread + commission');
  await expect(fact('Swap per lot per night, EUR/USD long')).toHaveText('−$5.50 charged');
  await expect(fact('Costs and fees checked')).toHaveText('as of 1 October 2026');
  await expect(fact('Maximum retail leverage')).toHaveText('1:30');
  await expect(fact('Products')).toHaveText('Forex, Indices');
  await expect(fact('Demo account')).toHaveText('Yes');
  await expect(fact('Islamic (swap-free) account')).toHaveText('No');
  await expect(fact('Deposit methods')).toHaveText('Card, PayPal');
  await expect(fact('Founded')).toHaveText('2011');
  await expect(fact('Headquarters')).toHaveText('Australia');
});
