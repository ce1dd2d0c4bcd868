import { expect, test } from './fixtures';
import { topOfPage } from './page-checks';

/*
 * The risk warning where a phone's screen is small, the skip link beside it, who runs the site in the structured
 * data, and TradingView only where embedded. That the bar is on top of every public page at 375 and 1280 px,
 * before and after scrolling, is checked on each page's sweep load (page-sweep.spec.ts).
 */

test('on a 375 × 667 phone the bar shows its first sentence and, with the header, takes at most a quarter of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/markets/forex');
  const bar = page.locator('section[aria-label="Risk warning"]');
  await expect(bar.getByText('You should consider whether you understand')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const { bar: barBox, header } = await topOfPage(page);
  expect(header.bottom - barBox.top).toBeLessThanOrEqual(667 / 4);
});

test('the skip link is not hidden behind the bar or the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const onTop = await skip.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop).toBe(true);
});

test('the home page names the operator in its Organization JSON-LD', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const organization = blocks.find((block) => block['@type'] === 'Organization');
  expect(organization).toMatchObject({
    legalName: expect.stringContaining('Example Trading Education Ltd'),
    email: 'support@example.com',
    address: { streetAddress: expect.stringContaining('1 Example Street') },
  });
});

test('TradingView is allowed by the policy only on pages that embed it', async ({ request }) => {
  const csp = async (path: string) => (await request.get(path)).headers()['content-security-policy'] ?? '';
  expect(await csp('/')).toContain('https://s3.tradingview.com');
  expect(await csp('/ib-partners')).toContain('https://s3.tradingview.com');
  expect(await csp('/secure/admin/login')).not.toContain('tradingview');
});
