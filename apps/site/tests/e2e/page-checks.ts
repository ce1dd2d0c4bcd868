import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * The checks every content page gets, registered as one test per page, width and colour scheme: axe finds nothing
 * at phone and desktop widths in the light and the dark scheme (the page's own content: third-party iframes never
 * load here), and nothing scrolls sideways on a 375 px phone. `group` names the pages in the last test's title ("no market page scrolls sideways…").
 */
export function checkLayoutAndAccessibility(pages: readonly string[], group: string): void {
  for (const width of [375, 1280] as const) {
    for (const path of pages) {
      for (const colorScheme of ['light', 'dark'] as const) {
        // Issue 16: the site follows the visitor's colour scheme, so contrast is checked in both.
        const scheme = colorScheme === 'dark' ? ' in the dark scheme' : '';
        test(`${path} has no axe violations at ${width} px${scheme}`, async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await page.emulateMedia({ reducedMotion: 'reduce', colorScheme });
          await page.goto(path);
          const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
          expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        });
      }
    }
  }

  test(`no ${group} scrolls sideways on a 375 px phone`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    for (const path of pages) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
