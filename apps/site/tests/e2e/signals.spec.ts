import { parseFeed } from '@rowanmanning/feed-parser';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { signInAt } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { expectNoAxeViolationsInTwoStates, overflowingElements, sidewaysScroll } from './page-checks';

// Sign-in runs scrypt on the server: on a loaded machine that takes seconds, so waits are generous.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** `YYYY-MM-DDTHH:MM` (GMT) a day from now: the valid-until of a pending order. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);

/*
 * The server's clock is the real one, and a step while the instrument's market is shut (a weekend) asks for a
 * public reason (close-check.ts): the helpers give it when asked, so the tests read alike on any day. Which steps
 * ask, and the reason's place on the timeline, are the unit and route tests' business.
 */
const marketClosedReason = 'Published in an end-to-end test while the market is closed';

async function publish(page: Page, fields: Record<string, string>, choices: Record<string, string>) {
  await page.goto('/secure/admin/signals/new');
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label).selectOption(value);
  const filled = { Reasoning: 'Retest of the breakout level', ...fields };
  for (const [label, value] of Object.entries(filled)) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: 'Publish signal' }).click();
  const published = page.getByText('Signal published.');
  const askedWhy = page.getByLabel('Why publish while the market is closed');
  await expect(published.or(askedWhy)).toBeVisible();
  if (await askedWhy.isVisible()) {
    await askedWhy.fill(marketClosedReason);
    await page.getByRole('button', { name: 'Publish signal' }).click();
  }
  await expect(page.getByRole('status')).toHaveText('Signal published.');
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** On a confirmation step that asks why the market is closed (a weekend), gives the reason and the tick. */
async function confirmClosedMarket(page: Page) {
  if (await page.getByText(/market is closed now/).isVisible()) {
    const reason = page.getByLabel('Why this close is right');
    if ((await reason.inputValue()) === '') await reason.fill(marketClosedReason);
    await page.getByLabel('I have checked this close and confirm it.').check();
  }
}

/** Submits an action's first step, checks the confirmation step, confirms, and waits for the notice. */
async function confirmAction(page: Page, button: string, notice: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
  await confirmClosedMarket(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(notice);
}

test.describe.serial('signals', () => {
  test('an admin publishes, triggers, amends and closes a signal, and cancels another with a reason', async ({
    page,
  }) => {
    await signInAt(page, '/secure/admin/signals');
    await expect(page.getByText('No open signals.')).toBeVisible();
    await page.getByRole('link', { name: 'New Signal' }).click();
    await page.getByRole('button', { name: 'Publish signal' }).click();
    await expect(page.getByText('Please choose an instrument.')).toBeVisible();

    const id = await publish(
      page,
      { Entry: '1.08000', 'Stop-loss': '1.07500', 'Take-profit': '1.09000', 'Valid until': tomorrow() },
      { Instrument: 'EUR/USD', Direction: 'BUY', 'Order type': 'limit' },
    );
    await confirmAction(page, 'Mark triggered', 'Signal marked triggered.');
    await page.getByLabel('Stop-loss').fill('1.08000');
    await confirmAction(page, 'Amend', 'Signal amended.');
    await page.getByLabel('How it closed').selectOption('stop-loss');
    await confirmAction(page, 'Close', 'Signal closed.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Closed');
    await expect(page.getByText('can no longer change')).toBeVisible();

    await publish(
      page,
      { Entry: '150.000', 'Stop-loss': '150.500', 'Take-profit': '149.000', 'Valid until': tomorrow() },
      { Instrument: 'USD/JPY', Direction: 'SELL', 'Order type': 'stop' },
    );
    await page.getByLabel('Reason').fill('BoJ meeting moved forward');
    await confirmAction(page, 'Cancel signal', 'Signal cancelled.');

    await page.goto(`/services/signals/${id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(4);
    await expect(timeline).toContainText('Stop-loss moved from 1.07500 to 1.08000');
    await expect(timeline).toContainText('Stop-loss hit: closed at 1.08000');
    await expect(page.getByText('0.0 pips, 0.00 R')).toBeVisible();
  });

  test('the public page shows the open signals, the track record and the disclaimer', async ({ page }) => {
    await page.goto('/services/signals');
    await expect(page.getByText('No open signals right now')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Example Signal', exact: true })).toBeVisible();
    const allTime = page.getByRole('region', { name: 'All time' });
    await expect(allTime.getByText('Closed signals')).toBeVisible();
    await expect(allTime).toContainText('Profit factor—');
    await expect(page.getByText(/Past performance is not a reliable indicator/).first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      '/services/signals/feed.xml',
    );
  });

  test('the history filters by instrument in the URL, and the CSV and the Atom feed hold every signal', async ({
    page,
    request,
  }) => {
    await page.goto('/services/signals/history');
    await expect(page.getByText('2 signals, page 1 of 1')).toBeVisible();
    await page.getByLabel('Instrument').selectOption('USD/JPY');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/instrument=USD%2FJPY/);
    await expect(page.getByText('1 signal, page 1 of 1')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Cancelled' })).toBeVisible();

    const csv = await request.get('/services/signals/history.csv');
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).split('\r\n');
    // The columns readers already parse stay first and in order; new ones are appended.
    expect(lines[0]).toMatch(
      /^id,instrument,direction,order_type,entry,stop_loss,take_profit,status,outcome,published_at,triggered_at,closed_at,exit_price,result_pips,result_r,initial_stop_loss,/,
    );
    expect(lines.filter(Boolean)).toHaveLength(3);

    const feed = parseFeed(await (await request.get('/services/signals/feed.xml')).text());
    expect(feed.meta.type).toBe('atom');
    expect(feed.items.map((item) => item.title)).toEqual([
      'SELL USD/JPY stop at 150.000',
      'BUY EUR/USD limit at 1.08000',
    ]);
  });

  test('a win and a loss reach the statistics: curve, drawdown, months and instruments, with tables and the method', async ({
    page,
  }) => {
    await signInAt(page, '/secure/admin/signals');
    await publish(
      page,
      { Entry: '1.08000', 'Stop-loss': '1.07500', 'Take-profit': '1.09000' },
      { Instrument: 'EUR/USD', Direction: 'BUY', 'Order type': 'market' },
    );
    await page.getByLabel('How it closed').selectOption('take-profit');
    await confirmAction(page, 'Close', 'Signal closed.');
    await publish(
      page,
      { Entry: '1.26000', 'Stop-loss': '1.26500', 'Take-profit': '1.25000' },
      { Instrument: 'GBP/USD', Direction: 'SELL', 'Order type': 'market' },
    );
    await page.getByLabel('How it closed').selectOption('stop-loss');
    await confirmAction(page, 'Close', 'Signal closed.');

    // Closed in this order: the break-even above (0 R), +2 R, −1 R. Cumulative 0, +2, +1; drawdown 0, 0, −1.
    await page.goto('/services/signals');
    const allTime = page.getByRole('region', { name: 'All time' });
    await expect(allTime).toContainText('Average win+2.00 R');
    await expect(allTime).toContainText('Average loss−1.00 R');
    await expect(allTime).toContainText('Expectancy per signal+0.33 R');
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await statistics.getByText('The equity curve as a table').click();
    const curve = statistics.getByRole('table', { name: /^Equity curve/ });
    await expect(curve.getByRole('row')).toHaveCount(4);
    await expect(curve.getByRole('row').last()).toContainText('+1.00');
    await statistics.getByText('The drawdown as a table').click();
    await expect(
      statistics
        .getByRole('table', { name: /^Drawdown/ })
        .getByRole('row')
        .last(),
    ).toContainText('−1.00');
    const instruments = statistics.getByRole('table', { name: 'Closed signals by instrument' });
    await expect(instruments.getByRole('row', { name: /EUR\/USD/ })).toContainText('+2.00 R');
    await expect(instruments.getByRole('row', { name: /GBP\/USD/ })).toContainText('−1.00 R');
    await expect(statistics.getByRole('table', { name: /by month/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How these figures are computed' })).toBeVisible();
    // The charts and the opened tables, in both schemes (scrolled through so every part shows).
    await page.mouse.wheel(0, 20_000);
    await expectNoAxeViolationsInTwoStates(page, '/services/signals with the statistics tables open');
  });

  test('the history fits 1280 px with its R column and keeps one date format after hydration, in any time zone', async ({
    browser,
  }) => {
    // India is GMT+5:30: the longest offset the browser writes after hydration.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Asia/Kolkata' });
    const page = await context.newPage();
    await page.goto('/services/signals/history');
    const table = page.getByRole('region', { name: /^Signal History/ });
    await expect(table.locator('time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} GMT\+5:30$/);
    const fits = await table.evaluate((region) => region.scrollWidth <= region.clientWidth);
    expect(fits, 'the history scrolls sideways at 1280 px').toBe(true);
    const r = await table.getByRole('columnheader', { name: 'R', exact: true }).boundingBox();
    expect(r!.x + r!.width).toBeLessThanOrEqual(1280);
    await context.close();
  });

  test('on a phone each signal of the history is a few lines, a loss marked by its sign and not by colour alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/services/signals/history?outcome=loss');
    const row = page.getByRole('row', { name: /GBP\/USD/ });
    await expect(row).toContainText('SELL market');
    await expect(row).toContainText('−1.00 R');
    const height = (await row.boundingBox())!.height;
    // Ten stacked label lines were about 300 px; the flowing row is four short lines.
    expect(height).toBeLessThan(160);
  });

  test('the signal pages with signals on them have no axe violations at 375 px in the light scheme and 1280 px in the dark', async ({
    page,
  }) => {
    await page.goto('/services/signals/history');
    // In the page's table: the ticker's fallback strip above the header links USD/JPY too.
    const first = await page.getByRole('main').getByRole('link', { name: 'USD/JPY' }).getAttribute('href');
    for (const path of ['/services/signals', '/services/signals/history', first!]) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expectNoAxeViolationsInTwoStates(page, path);
    }
  });

  test('the admin signal pages have no axe violations at 375 and 1280 px', async ({ page }) => {
    await signInAt(page, '/secure/admin/signals');
    // The USD/JPY signal was cancelled above: its page shows the final state and the timeline.
    await page.goto('/secure/admin/signals?status=all');
    const links = page.locator('a[href^="/secure/admin/signals/"]:not([href$="/new"])');
    const signal = (await links.count()) > 0 ? await links.first().getAttribute('href') : null;
    for (const path of ['/secure/admin/signals', '/secure/admin/signals/new', ...(signal ? [signal] : [])]) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await expectNoAxeViolations(page, { label: `${path} at 375 px` });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expectNoAxeViolations(page, { label: `${path} at 1280 px` });
    }
    // Unanswered form: the errors shown are part of the page too.
    await page.goto('/secure/admin/signals/new');
    await page.getByRole('button', { name: 'Publish signal' }).click();
    await expect(page.getByText('Please choose an instrument.')).toBeVisible();
    await expectNoAxeViolations(page, { label: 'the unanswered form' });
  });

  test('a typo in a close is stopped, a doubtful price needs a reason, and a correction is public and counted', async ({
    page,
    request,
  }) => {
    // The record as the earlier tests left it: the correction must add exactly its +1 R to it.
    await page.goto('/services/signals');
    const totalR = async () =>
      Number(
        /Total R([+−-][\d.]+)/
          .exec((await page.getByRole('region', { name: 'All time' }).textContent()) ?? '')?.[1]
          ?.replace('−', '-'),
      );
    const before = await totalR();
    expect(before).not.toBeNaN();
    await signInAt(page, '/secure/admin/signals');
    const id = await publish(
      page,
      { Entry: '190.800', 'Stop-loss': '191.600', 'Take-profit': '189.200' },
      { Instrument: 'GBP/JPY', Direction: 'SELL', 'Order type': 'market' },
    );
    // The slip: 150.000 typed for 190.000 would record +51 R. It is refused on the form, nothing recorded.
    await page.getByLabel('How it closed').selectOption('manual');
    await page.getByLabel('Exit price').fill('150.000');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText(/This exit would record \+51\.00 R, beyond the ±20 R/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Active');

    // A price beyond the take-profit by more than the levels' distance: shown with its R, confirmed with a reason.
    await page.getByLabel('How it closed').selectOption('manual');
    await page.getByLabel('Exit price').fill('185.000');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
    await expect(page.getByText('This records +580.0 pips, +7.25 R.', { exact: false })).toBeVisible();
    await expect(page.getByText(/beyond the take-profit by more than the distance/)).toBeVisible();
    await expectNoAxeViolations(page, { label: 'the confirmation of a doubtful close' });
    await page.getByLabel('Why this close is right').fill('Gapped through on the BoJ announcement');
    await confirmClosedMarket(page);
    await page.getByLabel('I have checked this close and confirm it.').check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Signal closed.');

    // It was 190.000 after all: corrected in public, the first value kept on the timeline.
    await expectNoAxeViolations(page, { label: 'a closed signal with its Correct form' });
    await page.getByLabel('Exit price').fill('190.000');
    await page.getByLabel('Reason for the correction').fill('Typo: the close was at 190.000');
    await page.getByRole('button', { name: 'Correct', exact: true }).click();
    await expect(page.getByText('This records +80.0 pips, +1.00 R.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText('Correction recorded: it is on the public timeline.');

    await page.goto(`/services/signals/${id}`);
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect(timeline).toContainText('Closed at price: closed at 185.000');
    await expect(timeline).toContainText(
      'Corrected: Closed at price at 190.000; was closed at price at 185.000; result +7.25 R → +1.00 R. Reason: Typo: the close was at 190.000',
    );
    await expect(page.getByText('+80.0 pips, +1.00 R')).toBeVisible();
    await expect(page.getByText('Take-profit', { exact: true })).toBeVisible();
    await expect(page.getByText('189.200 (published at 189.200)')).toBeVisible();

    // The statistics count the corrected +1 R, not the +7.25 R first recorded.
    await page.goto('/services/signals');
    const allTime = page.getByRole('region', { name: 'All time' });
    expect(await totalR()).toBeCloseTo(before + 1, 2);
    await expect(allTime).not.toContainText('7.25');

    const history = (await (await request.get('/services/signals/history.csv')).text()).split('\r\n');
    const header = history[0]!.split(',');
    const row = history.find((line) => line.startsWith(id))!.split(',');
    expect(row[header.indexOf('exit_price')]).toBe('190.000');
    expect(row[header.indexOf('corrections')]).toBe('1');
    expect(row[header.indexOf('first_recorded_exit_price')]).toBe('185.000');
    const events = await request.get('/services/signals/history-events.csv');
    expect(events.headers()['content-type']).toContain('text/csv');
    expect(
      (await events.text()).split('\r\n').filter((line) => line.startsWith(`${id},`) && line.includes(',corrected,')),
    ).toHaveLength(1);
    const feed = parseFeed(await (await request.get('/services/signals/feed.xml')).text());
    expect(feed.items[0]?.description ?? feed.items[0]?.content).toContain('Corrected: Closed at price at 190.000');
  });

  test('the admin signal list and the security page fit a 375 px phone, their tables stacked, not cut off', async ({
    page,
  }) => {
    await signInAt(page, '/secure/admin/signals');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/secure/admin/signals?status=all', '/secure/admin/security']) {
      await page.goto(path);
      expect(await sidewaysScroll(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await overflowingElements(page), path).toEqual([]);
    }
    // Each cell carries its column's name on a phone, the header row being for screen readers there.
    await page.goto('/secure/admin/signals?status=all');
    await expect(page.getByRole('cell', { name: 'Cancelled' })).toHaveAttribute('data-label', 'Status');
  });
});
