import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueName } from './admin-helpers';
import { expectNoAxeViolations } from './axe';

// Each test starts signed in with a session of its own (fixtures.ts): no scrypt sign-in per test.
test.use({ signedIn: true });

const card = (page: Page, name: string) => page.getByRole('article', { name });

async function addBroker(page: Page, name: string, extra: Record<string, string> = {}) {
  await page.getByRole('link', { name: 'Add New Broker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Broker' });
  await expect(dialog).toBeVisible();
  const fields: Record<string, string> = {
    'Broker Name': name,
    Description: `${name} is a test broker with tight spreads.`,
    'Minimum Deposit': '$250',
    Spreads: 'From 0.3 pips',
    Leverage: '1:100',
    Platforms: 'MT4, MT5',
    'Website URL': 'https://broker.example',
    ...extra,
  };
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: 'Add Broker' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toBeVisible();
}

test.describe('broker dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/secure/admin/dashboard');
  });

  test('the dashboard shows counters, search, the broker cards and passes axe', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const label of ['Total Brokers', 'Active Brokers', 'Inactive Brokers']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const first = page.getByRole('article').first();
    await expect(first.getByText(/^(Active|Inactive)$/)).toBeVisible();
    for (const label of ['Min Deposit', 'Spreads', 'Leverage', 'Platforms', 'Click-outs (30 days)']) {
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('an admin adds a broker after fixing validation errors, and it appears on /ib-partners', async ({ page }) => {
    const name = uniqueName('Validated FX');
    await page.getByRole('link', { name: 'Add New Broker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Broker' });
    await expect(dialog.getByLabel('Broker Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Add Broker' }).click();
    for (const message of [
      'Broker Name is required',
      'Description is required',
      'Minimum Deposit is required',
      'Spreads is required',
      'Leverage is required',
      'Platforms is required',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Broker Name')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Broker Name').fill(name);
    await dialog.getByLabel('Description').fill('Validated through the dashboard.');
    await dialog.getByLabel('Minimum Deposit').fill('$10');
    await dialog.getByLabel('Spreads').fill('From 1.0 pips');
    await dialog.getByLabel('Leverage').fill('1:30');
    await dialog.getByLabel('Platforms').fill('cTrader, MT5');
    await dialog.getByLabel('Website URL').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add Broker' }).click();
    await expect(dialog.getByText('Website URL must be a valid URL starting with http:// or https://')).toBeVisible();
    // What was typed is kept.
    await expect(dialog.getByLabel('Broker Name')).toHaveValue(name);
    await dialog.getByLabel('Website URL').fill('https://validated.example');
    await dialog.getByLabel('Features').fill('Low fees, Fast withdrawals');
    await dialog.getByRole('button', { name: 'Add Broker' }).click();
    await expect(dialog).toBeHidden();
    const added = card(page, name);
    await expect(added.getByText('Active', { exact: true })).toBeVisible();
    await expect(added.getByText('cTrader, MT5')).toBeVisible();

    await page.goto('/ib-partners');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('Edit opens prefilled (platforms comma-separated) and saves every field', async ({ page }) => {
    const name = uniqueName('Prefilled Markets');
    await addBroker(page, name);
    await card(page, name).getByRole('link', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Broker' });
    await expect(dialog.getByLabel('Broker Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Platforms')).toHaveValue('MT4, MT5');
    // No typed rating: the public pages compute it from the figures.
    await expect(dialog.getByLabel(/Rating/)).toHaveCount(0);
    await expect(dialog.getByLabel('Account Types')).toHaveValue('Standard, Pro');
    // Stored as new URL(v).href (one normal form per URL): the bare origin gains its slash.
    await expect(dialog.getByLabel('Referral Link')).toHaveValue('https://broker.example/');
    await dialog.getByLabel('Spreads').fill('From 0.0 pips');
    await dialog.getByRole('button', { name: 'Update Broker' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, name).getByText('From 0.0 pips')).toBeVisible();
  });

  test('the dialog closes on Cancel, on the close button and on Escape', async ({ page }) => {
    const open = async () => {
      await page.getByRole('link', { name: 'Add New Broker' }).click();
      await expect(page.getByRole('dialog', { name: 'Add New Broker' })).toBeVisible();
    };
    await open();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await open();
    await page.getByRole('link', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await open();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/secure/admin/dashboard');
  });

  test('deactivating hides a broker from /ib-partners; editing it re-activates it (spec quirk)', async ({ page }) => {
    const name = uniqueName('Quirky Brokers');
    await addBroker(page, name);
    await card(page, name)
      .getByRole('button', { name: /^Deactivate/ })
      .click();
    await expect(card(page, name).getByText('Inactive', { exact: true })).toBeVisible();
    await expect(card(page, name).getByRole('button', { name: /^Activate/ })).toBeVisible();

    await page.goto('/ib-partners');
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto('/secure/admin/dashboard');
    await card(page, name).getByRole('link', { name: /^Edit/ }).click();
    await page.getByRole('dialog', { name: 'Edit Broker' }).getByRole('button', { name: 'Update Broker' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();

    await page.goto('/ib-partners');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('toggle flips a broker between active and inactive and the counters follow', async ({ page }) => {
    const name = uniqueName('Toggle Trade');
    await addBroker(page, name);
    const inactive = page.getByText('Inactive Brokers', { exact: true }).locator('..').locator('dd');
    const inactiveCards = page.getByRole('article').filter({ has: page.getByText('Inactive', { exact: true }) });
    // Other tests change brokers at the same time: the counter must match the cards of the same render.
    const counterMinusCards = async () => Number(await inactive.innerText()) - (await inactiveCards.count());

    await card(page, name)
      .getByRole('button', { name: /^Deactivate/ })
      .click();
    await expect(card(page, name).getByText('Inactive', { exact: true })).toBeVisible();
    await expect.poll(counterMinusCards).toBe(0);
    expect(Number(await inactive.innerText())).toBeGreaterThanOrEqual(1);
    await card(page, name)
      .getByRole('button', { name: /^Activate/ })
      .click();
    await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();
    await expect.poll(counterMinusCards).toBe(0);
  });

  test('delete asks "Are you sure you want to delete this broker?" and only deletes on confirmation', async ({
    page,
  }) => {
    const name = uniqueName('Doomed Capital');
    await addBroker(page, name);
    await card(page, name)
      .getByRole('link', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this broker?');
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, name)).toBeVisible();

    await card(page, name)
      .getByRole('link', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(card(page, name)).toHaveCount(0);

    await page.goto('/secure/admin/audit');
    await expect(page.getByRole('cell', { name: `Deleted broker: ${name}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: `Added broker: ${name}` })).toBeVisible();
  });

  test('search filters by name or description, case-insensitively, from the URL', async ({ page }) => {
    const name = uniqueName('Searchable Zebra');
    await addBroker(page, name, { Description: 'Unmistakable quokka description.' });
    await page.getByLabel('Search brokers by name or description').fill('QUOKKA');
    await expect(page).toHaveURL(/q=QUOKKA/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card(page, name)).toBeVisible();
    await page.goto(`/secure/admin/dashboard?q=${encodeURIComponent(name.toLowerCase())}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.goto('/secure/admin/dashboard?q=no-such-broker-anywhere');
    await expect(page.getByText('No brokers match')).toBeVisible();
  });
});

test.describe('broker dashboard without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every broker action works as a plain form post', async ({ page }) => {
    await page.goto('/secure/admin/dashboard');
    const name = uniqueName('NoScript Forex');
    await page.getByRole('link', { name: 'Add New Broker' }).click();
    await expect(page).toHaveURL(/new=1/);
    const dialog = page.getByRole('dialog', { name: 'Add New Broker' });
    await dialog.getByRole('button', { name: 'Add Broker' }).click();
    await expect(page.getByRole('dialog').getByText('Broker Name is required')).toBeVisible();
    const form = page.getByRole('dialog');
    await form.getByLabel('Broker Name').fill(name);
    await form.getByLabel('Description').fill('Works without scripts.');
    await form.getByLabel('Minimum Deposit').fill('$5');
    await form.getByLabel('Spreads').fill('1 pip');
    await form.getByLabel('Leverage').fill('1:50');
    await form.getByLabel('Platforms').fill('MT4');
    await form.getByRole('button', { name: 'Add Broker' }).click();
    await expect(card(page, name)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await card(page, name)
      .getByRole('button', { name: /^Deactivate/ })
      .click();
    await expect(card(page, name).getByText('Inactive', { exact: true })).toBeVisible();

    await card(page, name).getByRole('link', { name: /^Edit/ }).click();
    await expect(page.getByRole('dialog').getByLabel('Broker Name')).toHaveValue(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Update Broker' }).click();
    await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();

    await card(page, name)
      .getByRole('link', { name: /^Delete/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(card(page, name)).toHaveCount(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/secure/admin/login');
  });
});
