import { expect, test } from './fixtures';

/* The 404 page lives inside the site's frame, and the customer sign-in is reachable from the footer. */

test('an unknown path answers 404 inside the site layout, with a title and suggestions', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Home page', '/'],
    ['Markets', '/markets'],
    ['Education', '/education'],
    ['Contact Us', '/contact'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the footer links to the customer sign-in', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Customer sign-in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Customer Sign In | UPM Trading');
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('footer links are at least 44 px tall', async ({ page }) => {
    await page.goto('/');
    const heights = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });
});
