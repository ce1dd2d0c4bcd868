import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageBackground, schemeBackgrounds, switchColorScheme } from './page-checks';

/*
 * The site follows the visitor's colour scheme; the header's toggle (light / dark / system) is
 * remembered in localStorage, never a cookie, and applied before the first paint. docs/decisions/018.
 */

const storedScheme = (page: Page) => page.evaluate(() => localStorage.getItem('upm-theme'));
const { light, dark } = schemeBackgrounds;

test('without JavaScript the device’s scheme still decides', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/markets');
  expect(await pageBackground(page)).toBe(dark);
  await context.close();
});

test('a device in dark mode gets the dark theme with nothing stored; the toggle steps through light, dark and system, and sets no cookie', async ({
  page,
  context,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await pageBackground(page)).toBe(dark);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await storedScheme(page)).toBeNull();

  await switchColorScheme(page, 'light');
  const toggle = page.getByRole('banner').getByRole('button', { name: /^Colour scheme/ });
  await expect(toggle).toHaveAccessibleName('Colour scheme: System');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour scheme: Light');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour scheme: Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // On a loaded CI machine the first read after a click once gave the previous scheme's colour, the attribute
  // already changed: wait for the colour instead of reading it once.
  await expect.poll(() => pageBackground(page)).toBe(dark);
  expect(await storedScheme(page)).toBe('dark');
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Colour scheme: System');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  await expect.poll(() => pageBackground(page)).toBe(light);
  expect(await context.cookies()).toEqual([]);
});

test('a stored choice applies before any script loads, on prerendered and rendered pages', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('upm-theme', 'dark'));
  // Scripts blocked: only the inline script in <head> can apply the choice (and only if the CSP allows it).
  await page.route(/\.js(\?.*)?$/, (route) => route.abort('blockedbyclient'));
  for (const path of ['/about', '/ib-partners']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(dark);
  }
});

test('the footer stays a dark band in the dark scheme, never a pale panel at the end of a dark page', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  // Relative luminance by WCAG's formula, from a computed `rgb(r, g, b)`.
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const footer = await page.getByRole('contentinfo').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(luminance(footer)).toBeLessThanOrEqual(luminance(await pageBackground(page)));
});
