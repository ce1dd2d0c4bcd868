import type { Page } from '@playwright/test';
import { pages } from '../../app/content/pages';
import { signInAt } from './admin-helpers';
import { expect, test } from './fixtures';

/*
 * Hydration must adopt the server's markup, not rebuild it: a page rebuilt in the browser flashes, loses
 * focus and scroll position, and re-runs what the server already did. Markup that differs between server and
 * client (dates, ids, hoisted tags) is how that happens. This records every element present when the document
 * was parsed and checks, after hydration, that they are all still there and that nothing else appeared.
 */

declare global {
  interface Window {
    __parsedElements?: Set<Element>;
    __swappableElements?: Set<Element>;
  }
}

// Scripts that ran while parsing (React's streaming, React Router's state) may be removed; the third-party
// widgets add their own elements after hydration. Parts that follow the visitor's widget choice (issue 15,
// marked data-consent-part) change right after hydration by design: buttons replace a <noscript> note. So do
// the header's enhancements (issue 16, marked data-enhanced-after-hydration): the menus that work without
// scripts give way to the Radix dropdowns and dialog button once hydrated.
const swapped = '[data-consent-part], [data-enhanced-after-hydration]';
const mayGo = `script, template, noscript, [id^="S:"], link[rel="modulepreload"], ${swapped}, :is(${swapped}) *`;
const mayCome = `script, link[rel="modulepreload"], .tradingview-widget-container *, ${swapped}, :is(${swapped}) *`;

async function recordParsedElements(page: Page) {
  await page.addInitScript((swapped) => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__parsedElements = new Set(document.querySelectorAll('*'));
      // A removed element has no ancestors left to match against: note the swappable ones while parsing.
      window.__swappableElements = new Set(document.querySelectorAll(`${swapped}, :is(${swapped}) *`));
    });
  }, swapped);
}

async function changesByHydration(page: Page) {
  return page.evaluate(
    ({ mayGo, mayCome }) => {
      const parsed = window.__parsedElements ?? new Set<Element>();
      const describe = (element: Element) => element.outerHTML.slice(0, 100);
      return {
        removed: [...parsed]
          .filter((element) => !element.isConnected && !element.matches(mayGo))
          .filter((element) => !window.__swappableElements?.has(element))
          .map(describe),
        added: [...document.querySelectorAll('*')]
          .filter((element) => !parsed.has(element) && !element.matches(mayCome))
          .map(describe),
        stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      };
    },
    { mayGo, mayCome },
  );
}

test('hydration keeps the server-rendered markup of every public page', async ({ page }) => {
  test.setTimeout(120_000);
  await recordParsedElements(page);
  for (const path of [...pages.map((entry) => entry.path), '/no-such-page-here', '/secure/admin/login']) {
    await page.goto(path);
    expect(await changesByHydration(page), path).toEqual({ removed: [], added: [], stylesheets: 1 });
  }
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
