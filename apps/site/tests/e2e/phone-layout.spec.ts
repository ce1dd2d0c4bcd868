import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Pages laid out for a phone. That no element of any page is clipped or wider than its box at 375 px,
 * with scripts and without, is checked by the page sweep (page-sweep.spec.ts); here the layouts that change with
 * the width.
 */

/** The distinct row positions (top, rounded) of the boxes a locator finds, with how many boxes share each. */
async function rowsOf(locator: ReturnType<Page['locator']>): Promise<number[]> {
  const tops = await locator.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

const layouts = [
  [375, [1, 1, 1, 1, 1], [1, 1, 1]],
  [768, [3, 2], [3]],
  [1280, [5], [3]],
] as const;

test('market cards and the course path lay out evenly at 375, 768 and 1280 px', async ({ page }) => {
  // One load per page: the grid is CSS, so the width changes on the loaded page.
  await page.goto('/markets');
  for (const [width, cardRows] of layouts) {
    await page.setViewportSize({ width, height: 900 });
    // The cards' own list items, not the lists inside the cards.
    expect(await rowsOf(page.locator('#markets ul').first().locator(':scope > li')), `${width} px`).toEqual(cardRows);
  }
  await page.goto('/education');
  for (const [width, , pathRows] of layouts) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await rowsOf(page.getByRole('navigation', { name: 'Course progression' }).getByRole('link')),
      `${width} px`,
    ).toEqual(pathRows);
  }
});

test.describe('the broker directory’s filters', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`fold behind a "Filters" disclosure with the active count on a phone${javaScriptEnabled ? '' : ' without JavaScript'}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto('/ib-partners?regulator=DFSA&platform=MT4');
      const form = page.getByRole('search');
      await expect(form).toBeHidden();
      const summary = page.locator('summary', { hasText: 'Filters' });
      await expect(summary).toHaveText('Filters2 active');
      await summary.click();
      await expect(form).toBeVisible();
      await context.close();
    });
  }

  test('stay open on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/ib-partners');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Filters' })).toBeHidden();
  });
});
