import type { Page } from '@playwright/test';
import { createCustomerSession } from '../../app/platform/auth/customer-session.server';
import { openDatabase } from '../../app/platform/db/db.server';
import { newCustomer } from '../../app/platform/test-support/customer-session.server';
import { expect, test } from './fixtures';

/*
 * The header holds the brand, the navigation (or its menu button), the search, the account link and the colour
 * toggle. Every one of them must stay on screen at common widths, signed out and signed in with a long name:
 * the account link and the toggle were once pushed past the right edge at 375, 1024 and 1600 px.
 */

const widths = [375, 768, 1024, 1280, 1440, 1600];

/** Each header control that is drawn, with how far it sticks out past the window's edges (0 when inside). */
async function overflowing(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll('a, button, input')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0)
      .filter(({ box }) => box.left < -1 || box.right > window.innerWidth + 1)
      .map(({ element }) => element.getAttribute('aria-label') || element.textContent?.trim() || element.tagName),
  );
}

async function expectHeaderFits(page: Page) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await overflowing(page), `${width} px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
}

test('every header control stays on screen from 375 to 1600 px when signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expectHeaderFits(page);
});

test('every header control stays on screen from 375 to 1600 px when signed in with a long name', async ({
  page,
  context,
}) => {
  const baseURL = process.env.E2E_BASE_URL!;
  const db = await openDatabase(process.env.E2E_DATABASE_URL);
  try {
    const customer = await newCustomer(db, 'Alexandra Montgomery-Fitzgerald of Kensington', {
      email: `${crypto.randomUUID()}@example.com`,
    });
    const { setCookie } = await createCustomerSession(db, new Request(baseURL), customer.id);
    const [name = '', value = ''] = setCookie.split(';', 1)[0]!.split('=');
    await context.addCookies([
      { name, value, url: baseURL, httpOnly: true, sameSite: 'Lax' },
      // The hint the sign-in sets beside the session: it tells the prerendered header to ask who is signed in.
      { name: 'upm_signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
    ]);
  } finally {
    await db.close();
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Alexandra Montgomery/ })).toBeVisible();
  await expectHeaderFits(page);
});
