import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation, type NavItem } from '../../app/content/navigation';
import { pageFor } from '../../app/content/pages';

/*
 * The site's frame: header dropdowns and links, the mobile menu, the scrolled header and the ticker strip
 * Everything is located by role and visible text.
 */

const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 740 };

function isGroup(item: NavItem): item is Extract<NavItem, { links: unknown }> {
  return 'links' in item;
}

const header = (page: Page) => page.getByRole('banner');
const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });

/** A section's list item: its link, its button and, open, its dropdown. */
const sectionOf = (trigger: Locator) => trigger.locator('xpath=..');

async function expectOnPage(page: Page, path: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '') || url.pathname === path,
    { timeout: 15_000 },
  );
  // Client-side navigation loads the next route's code first; allow for a busy CI machine.
  await expect(page).toHaveTitle(pageFor(path).title, { timeout: 15_000 });
}

test.describe('on a desktop screen', () => {
  test.use({ viewport: desktop });

  for (const item of mainNavigation) {
    test(`the ${item.label} header links go to their pages and mark them as current`, async ({ page }) => {
      await page.goto('/');
      if (!isGroup(item)) {
        const link = mainNav(page).getByRole('link', { name: item.label, exact: true });
        await link.click();
        await expectOnPage(page, item.href);
        await expect(link).toHaveAttribute('aria-current', 'page');
        return;
      }
      const trigger = mainNav(page).getByRole('button', { name: item.label });
      const targets = [{ label: item.overviewLabel ?? `${item.label} overview`, href: item.href }, ...item.links];
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // Inside the section: Services' "Education" sub-link shares its name with the Education section's link.
      const linkTo = (target: (typeof targets)[number]) =>
        sectionOf(trigger).getByRole('link', { name: target.label, exact: true });
      // Every link names its page; following one shows they navigate (every page's own load is swept elsewhere).
      for (const target of targets) await expect(linkTo(target)).toHaveAttribute('href', target.href);
      const last = targets.at(-1)!;
      await linkTo(last).click();
      await expectOnPage(page, last.href);
      // Choosing a link closes the dropdown.
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await trigger.click();
      await expect(linkTo(last)).toHaveAttribute('aria-current', 'page');
    });
  }

  test('each section is a link to its overview page, and the brand link goes home', async ({ page }) => {
    // Six client-side navigations in a row.
    test.slow();
    await page.goto('/');
    for (const item of mainNavigation.filter(isGroup)) {
      await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
      await expectOnPage(page, item.href);
    }
    await header(page).getByRole('link', { name: 'UPM Trading' }).click();
    await expectOnPage(page, '/');
  });

  test('the desktop navigation shows, the menu button does not, and a dropdown opens on hover', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const trigger = mainNav(page).getByRole('button', { name: 'Platforms' });
    // A real pointer sends several moves; Radix opens on pointer movement over the trigger.
    await trigger.hover();
    const box = await trigger.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2 + 4, box.y + box.height / 2, { steps: 4 });
    await expect(mainNav(page).getByRole('link', { name: 'MetaTrader 5' })).toBeVisible();
  });

  test('a dropdown works from the keyboard and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const trigger = mainNav(page).getByRole('button', { name: 'Markets' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Markets overview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('the current page is marked inside its open dropdown', async ({ page }) => {
    await page.goto('/markets/crypto');
    await mainNav(page).getByRole('button', { name: 'Markets' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Crypto' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Forex' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the header gains its scrolled state after scrolling more than 50 px, without moving the page', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = header(page);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    const heightBefore = (await banner.boundingBox())!.height;
    await page.mouse.wheel(0, 30);
    await page.waitForFunction(() => window.scrollY >= 30);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 200);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    // Sub-pixel positions while scrolling differ in the fifth decimal; a real change would be a pixel or more.
    expect((await banner.boundingBox())!.height).toBeCloseTo(heightBefore, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
  });
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: mobile });

  const mobileTargets = [
    ['/', '/markets', '/markets/forex', '/services/webinar'],
    ['/education/crypto', '/platforms/ctraders', '/ib-partners', '/about', '/contact', '/'],
    ['/', '/tools', '/tools/pip-value'],
  ];
  for (const targets of mobileTargets) {
    test(`the mobile menu opens, and its links to ${targets.slice(1).join(', ')} navigate and close it`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(targets[0] ?? '/');
      await expect(mainNav(page)).toBeHidden();
      const button = page.getByRole('button', { name: 'Open menu' });
      for (const path of targets.slice(1)) {
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await button.click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await menu.locator(`a[href="${path}"]`).click();
        await expectOnPage(page, path);
        await expect(menu).toBeHidden();
      }
    });
  }

  test('the mobile menu marks the current page and lists every sub-link', async ({ page }) => {
    await page.goto('/education/stocks');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Stocks' }).nth(1)).toHaveAttribute('aria-current', 'page');
    for (const item of mainNavigation) {
      await expect(menu.locator(`a[href="${item.href}"]`)).toBeVisible();
      if (isGroup(item)) {
        for (const link of item.links) await expect(menu.locator(`a[href="${link.href}"]`)).toHaveCount(1);
      }
    }
  });

  test('Escape closes the mobile menu and returns focus to its button; the close button closes it too', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });
});
