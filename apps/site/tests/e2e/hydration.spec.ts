import type { Page } from '@playwright/test';
import { signInAt } from './admin-helpers';
import { expect, test } from './fixtures';
import { changesByHydration, recordParsedElements } from './page-checks';

/*
 * Hydration must adopt the server's markup, not rebuild it (page-checks.ts says why and how it is checked). The
 * public pages are checked on their sweep load (page-sweep.spec.ts); here the admin pages, and the ids that tie the
 * menus together after hydration.
 */

test('hydration keeps the server-rendered markup of the admin sign-in page', async ({ page }) => {
  // The public pages are checked by the page sweep (page-sweep.spec.ts).
  await recordParsedElements(page);
  await page.goto('/secure/admin/login');
  expect(await changesByHydration(page)).toEqual({ removed: [], added: [], stylesheets: 1 });
});

test('hydration keeps the server-rendered markup of the admin dashboard', async ({ page }) => {
  await recordParsedElements(page);
  await signInAt(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await changesByHydration(page)).toEqual({ removed: [], added: [], stylesheets: 1 });
});

/** Every id that an attribute of the page refers to, and whether an element has it. */
async function idReferences(page: Page) {
  return page.evaluate(() => {
    const attributes = ['for', 'aria-controls', 'aria-labelledby', 'aria-describedby'];
    return [...document.querySelectorAll(attributes.map((name) => `[${name}]`).join(','))].flatMap((element) =>
      attributes.flatMap((attribute) =>
        (element.getAttribute(attribute) ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => ({ attribute, id, found: document.getElementById(id) !== null })),
      ),
    );
  });
}

test('ids still tie the header menus to their triggers after hydration', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Markets' }).click();
  const references = await idReferences(page);
  expect(references.filter(({ attribute }) => attribute === 'aria-labelledby').length).toBeGreaterThan(0);
  expect(references.filter(({ found }) => !found)).toEqual([]);
});

test('ids still tie the phone menu to its button after hydration @mobile', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await idReferences(page)).filter(({ found }) => !found)).toEqual([]);
});
