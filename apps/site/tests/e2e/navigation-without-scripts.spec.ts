import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation, type NavItem } from '../../app/content/navigation';
import { pageFor, pages } from '../../app/content/pages';

/*
 * The header works before and without JavaScript (decision 018). From the home page, every public page is reached
 * through the header alone: at 375 px with scripts disabled, and at 1280 px with scripts enabled but not yet
 * loaded (their requests blocked, as on a slow connection before hydration).
 */

type Target = { path: string; section?: string };

function isGroup(item: NavItem): item is Extract<NavItem, { links: unknown }> {
  return 'links' in item;
}

/** Every page the header names: sections and plain links, then each section's sub-pages. */
const headerTargets: Target[] = mainNavigation.flatMap((item) =>
  isGroup(item)
    ? [{ path: item.href }, ...item.links.map((link) => ({ path: link.href, section: item.label }))]
    : [{ path: item.href }],
);

/**
 * Pages the header does not list: the course levels, one click from the Education overview,
 * which the header links. Any other public page missing from the header fails the first test below.
 */
const fromEducationOverview = ['/education/beginner', '/education/intermediate', '/education/advanced'];
/** The rating method: linked from the broker directory (which the header links), every rating and every list. */
const fromBrokerDirectory = ['/ib-partners/rating-method'];
/** The legal pages: in every page's footer "Legal" group (/risk-warning also in the bar above the header). */
const legalPages = ['/privacy', '/terms', '/cookies', '/risk-warning'];
/** The glossary: in every page's footer "Education" group, and linked from the lessons' first mention of a term. */
const fromFooter = ['/glossary'];

test('every public page is in the header or one click from an overview it links', () => {
  const reached = new Set([
    ...headerTargets.map((target) => target.path),
    ...fromEducationOverview,
    ...fromBrokerDirectory,
    ...legalPages,
    ...fromFooter,
    '/',
  ]);
  expect(pages.map((page) => page.path).filter((path) => !reached.has(path))).toEqual([]);
});

const header = (page: Page) => page.getByRole('banner');

async function expectOnPage(page: Page, path: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '') || url.pathname === path,
  );
  await expect(page).toHaveTitle(pageFor(path).title);
}

/** Desktop: a section's link goes to its overview; its sub-pages show while the pointer rests on the section. */
async function followDesktopHeader(page: Page, target: Target) {
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  if (!target.section) {
    await nav.locator(`a[href="${target.path}"]`).first().click();
    return;
  }
  await nav.getByRole('link', { name: target.section, exact: true }).hover();
  await nav.locator(`a[href="${target.path}"]`).click();
}

/** Phone: the menu button is a disclosure that opens without scripts; every link is inside it. */
async function followPhoneHeader(page: Page, target: Target) {
  const disclosure = header(page).locator('details');
  await expect(disclosure.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await disclosure.locator('summary').click();
  await disclosure.locator(`a[href="${target.path}"]`).click();
}

async function visitEveryPage(page: Page, width: number, open: (path: string) => Promise<unknown>) {
  // About forty page loads in a row.
  test.setTimeout(180_000);
  await page.setViewportSize({ width, height: 800 });
  await open('/');
  const follow = width < 1024 ? followPhoneHeader : followDesktopHeader;
  for (const target of headerTargets) {
    await follow(page, target);
    await expectOnPage(page, target.path);
    // Nothing ran: the page is still the server's HTML.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  }
  for (const path of fromEducationOverview) {
    await follow(page, { path: '/education' });
    await expectOnPage(page, '/education');
    await page.getByRole('main').locator(`a[href="${path}"]`).first().click();
    await expectOnPage(page, path);
  }
}

/*
 * Each width once in each state. Before hydration the header is HTML and CSS alone (a disclosure on a phone, hover
 * and focus on a desktop), the same in both states; they differ only in what inline scripts and <noscript> do,
 * which one pass each shows. Every pair of width and state would load the same forty pages twice more.
 */
test.describe('with JavaScript disabled at 375 px', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is reached from the home page through the header', async ({ page }) => {
    await visitEveryPage(page, 375, (path) => page.goto(path));
  });
});

test.describe('before hydration (script requests blocked) at 1280 px', () => {
  test('every public page is reached from the home page through the header', async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort('blockedbyclient'));
    // The fixture's goto waits for hydration, which never comes here: stop at the parsed document.
    await visitEveryPage(page, 1280, (path) => page.goto(path, { waitUntil: 'domcontentloaded' }));
  });
});

test.describe('with JavaScript disabled on a desktop screen', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test('the keyboard reaches a section’s sub-pages by tabbing from its link', async ({ page }) => {
    await page.goto('/');
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Forex' })).toBeHidden();
    await nav.getByRole('link', { name: 'Markets', exact: true }).focus();
    await expect(nav.getByRole('link', { name: 'Forex' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Markets overview' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Forex' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectOnPage(page, '/markets/forex');
  });
});
