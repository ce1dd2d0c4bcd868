import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The one rule set every page is held to: WCAG 2.2 A and AA (the tags name each version's new criteria, so all are
 * listed) and axe's best practices. Naming the tags also runs rules axe leaves off by default, such as
 * `target-size` (WCAG 2.5.8).
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails when axe finds a violation on the page as it is now (its scheme, width and open menus). Iframes are always
 * left out: the only ones are TradingView's, third-party and unreachable here. `label` names the state in the message.
 *
 * Legacy mode runs axe in the page itself. The default checks each frame apart and then joins the results in a new
 * blank page: four to six times slower here (2.4 s against 9-15 s a run on a long page), for frames we leave out.
 */
export async function expectNoAxeViolations(
  page: Page,
  { exclude = [], label }: { exclude?: string[]; label?: string } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(axeTags)
    .exclude('iframe')
    .setLegacyMode()
    // Only the violations come back: the passes of a long page are a large message for nothing.
    .options({ resultTypes: ['violations'] });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, label ?? page.url()).toEqual([]);
}
