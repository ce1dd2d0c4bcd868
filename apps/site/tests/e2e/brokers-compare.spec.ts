import { emptyBrokerDetails } from '../../app/features/brokers/broker-details';
import { type BrokerService, createBrokerService } from '../../app/features/brokers/brokers.server';
import { openDatabase } from '../../app/platform/db/db.server';
import type { Db } from '../../app/platform/db/types';
import { uniqueName } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

/*
 * The broker pages in the browser: sorting by cost, comparing with and without JavaScript at phone and desktop widths,
 * a broker's page, and the 410 and 301 answers. Other specs may add brokers, so assertions name seeded ones.
 */

let db: Db;
let brokers: BrokerService;

test.beforeAll(async () => {
  db = await openDatabase(process.env.E2E_DATABASE_URL);
  brokers = createBrokerService(db);
});
test.afterAll(async () => {
  await db?.close();
});

test('a visitor sorts the directory by cost per lot and sees the cost on every card', async ({ page }) => {
  await page.goto('/ib-partners');
  await page.getByLabel('Sort by').selectOption('cost');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/sort=cost/);
  // The seeded brokers, cheapest first. The address bar changes before React commits the re-ordered cards (the
  // render is a transition), so the order is polled.
  // Summit and Northbridge both cost $8 and are both rated 4.8: the name breaks the tie.
  const costOrder = ['Northbridge FX', 'Summit Capital Markets', 'Atlas Markets', 'Meridian Trade', 'Harbor Prime'];
  const seededOrder = async () =>
    (
      await page
        .getByRole('article')
        .evaluateAll((cards) =>
          cards.map((card) => card.getAttribute('aria-label') ?? card.querySelector('h2')?.textContent),
        )
    ).filter((name) => costOrder.includes(name ?? ''));
  await expect.poll(seededOrder).toEqual(costOrder);
  const atlas = page.getByRole('article', { name: 'Atlas Markets' });
  await expect(atlas.getByText('Cost per lot (EUR/USD)')).toBeVisible();
  await expect(atlas.getByText('$9.00')).toBeVisible();
  await expect(
    atlas.getByText('71% of retail investor accounts lose money when trading CFDs with this provider.', {
      exact: false,
    }),
  ).toBeVisible();
  // Harbor Prime publishes no figure: the general warning stands in.
  await expect(
    page
      .getByRole('article', { name: 'Harbor Prime' })
      .getByText(/CFDs are complex instruments and come with a high risk/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const javaScriptEnabled of [false, true]) {
  for (const width of [375, 1280]) {
    test.describe(`comparing with JavaScript ${javaScriptEnabled ? 'on' : 'off'} at ${width} px`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 800 } });

      test('ticking two brokers leads to a shareable comparison with the best values marked in words', async ({
        page,
      }) => {
        await page.goto('/ib-partners');
        await page.getByRole('checkbox', { name: 'Compare Atlas Markets' }).check();
        await page.getByRole('checkbox', { name: 'Compare Summit Capital Markets' }).check();
        await page.getByRole('button', { name: 'Compare selected' }).click();
        await expect(page).toHaveURL(/\/ib-partners\/compare\?brokers=summit-capital-markets,atlas-markets$/);
        await expect(page.getByRole('heading', { level: 1, name: 'Compare brokers' })).toBeVisible();
        if (width >= 1280) {
          const table = page.getByRole('table');
          await expect(table).toBeVisible();
          const costRow = table.getByRole('row', { name: /Cost per lot/ });
          // Ticked in the directory's order (highest computed rating first): Summit, then Atlas.
          await expect(costRow.getByRole('cell').nth(0)).toHaveText('$8.00 (Best)');
          await expect(costRow.getByRole('cell').nth(1)).toHaveText('$9.00');
        } else {
          await expect(page.getByRole('table')).toBeHidden();
          const summit = page
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name: 'Summit Capital Markets' }) });
          await expect(summit.getByText('$8.00 (Best)')).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        // axe runs as a script in the page: only where scripts are allowed.
        if (javaScriptEnabled) await expectNoAxeViolations(page);
      });
    });
  }
}

test('the compare page keeps the valid brokers and says which were left out', async ({ page }) => {
  await page.goto('/ib-partners/compare?brokers=atlas-markets,no-such-broker,harbor-prime');
  await expect(page.getByText('We could not find these brokers, so they are left out: no-such-broker')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Atlas Markets' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Harbor Prime' })).toBeVisible();
  await page.goto('/ib-partners/compare?brokers=atlas-markets,northbridge-fx,meridian-trade,harbor-prime');
  await expect(page.getByText('You can compare at most three brokers: we kept the first three.')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(3);
});

test("a broker's page shows every figure, the cost worked out, its regulators' registers and no rating markup", async ({
  page,
}) => {
  const response = await page.goto('/ib-partners/northbridge-fx');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Northbridge FX' })).toBeVisible();
  await expect(page.getByText('0.8 pips × $10 + $0 = $8.00')).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText('74% of retail investor accounts lose money when trading CFDs with this provider.', {
        exact: false,
      }),
  ).toBeVisible();
  await expect(page.getByText(/we may receive a commission/)).toBeVisible();
  const start = page.getByRole('link', { name: /^Start Trading with Northbridge FX/ });
  await expect(start).toHaveAttribute('href', /^\/go\//);
  // CySEC's register has no address per licence number: its home page, with the number to search for.
  await expect(page.getByRole('link', { name: /the CySEC register/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.cysec\.gov\.cy\//,
  );
  for (const label of [
    'Minimum deposit',
    'Maximum retail leverage',
    'Products',
    'Demo account',
    'Deposit methods',
    'Founded',
    'Headquarters',
  ]) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
  }
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = jsonLd.map((text) => JSON.parse(text)).find((data) => data.name === 'Northbridge FX');
  expect(organization).toMatchObject({ '@type': 'Organization' });
  expect(JSON.stringify(organization)).not.toContain('Rating');
  await expectNoAxeViolations(page);
});

test('an inactive broker answers 410 with links back; a renamed slug redirects 301', async ({ page, request }) => {
  const name = uniqueName('Gone Broker');
  const added = await brokers.add({
    ...emptyBrokerDetails,
    name,
    description: 'Added by an end-to-end test.',
    website: 'https://gone.example/',
    logo: '',
    features: [],
    minDeposit: '$10',
    leverage: '1:30',
    spreads: 'From 1 pip',
    regulation: ['FCA'],
    tradingPlatforms: ['MT5'],
    accountTypes: ['Standard'],
    contactEmail: '',
    referralLink: '',
  });
  const moved = await brokers.update(added.id, { slug: `${added.slug}-new` });
  const old = await request.get(`/ib-partners/${added.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/ib-partners/${moved!.slug}`);

  await brokers.toggle(added.id);
  const response = await page.goto(`/ib-partners/${moved!.slug}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This broker is no longer listed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all brokers' }).click();
  await expect(page).toHaveURL(/\/ib-partners$/);
  expect((await request.get('/ib-partners/no-such-broker')).status()).toBe(404);
  await brokers.delete(added.id);
});

test('the best-for lists state their rule and are linked from the directory', async ({ page }) => {
  await page.goto('/ib-partners');
  await page.getByRole('main').getByRole('link', { name: 'cTrader', exact: true }).click();
  await expect(page).toHaveURL(/\/ib-partners\/best\/ctrader$/);
  await expect(page.getByText('Of those, brokers offering cTrader, sorted by cost per lot.')).toBeVisible();
  const names = await page.getByRole('article').locator('h2').allTextContents();
  // Both $8 a lot and rated 4.8: the name breaks the tie.
  expect(names.filter((n) => ['Summit Capital Markets', 'Northbridge FX', 'Meridian Trade'].includes(n))).toEqual([
    'Northbridge FX',
    'Summit Capital Markets',
    'Meridian Trade',
  ]);
  await expectNoAxeViolations(page);
});

test('on a phone the compare page keeps each broker labelled and names it on its own Start Trading button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/ib-partners/compare?brokers=atlas-markets,northbridge-fx,summit-capital-markets');
  for (const name of ['Atlas Markets', 'Northbridge FX', 'Summit Capital Markets']) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const start = card.getByRole('link', { name: new RegExp(`^Start Trading with ${name}`) });
    await expect(start).toBeVisible();
    await expect(start).toContainText(`Start Trading with ${name}`);
  }
  // Exactly one visible button per broker: the row under the (hidden) table is for wide screens.
  await expect(page.getByRole('link', { name: /^Start Trading with/ })).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
