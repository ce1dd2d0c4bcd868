import { glossaryTerm } from '../../app/content/glossary';
import { notFound } from '../../app/content/not-found';
import { pages } from '../../app/content/pages';
import { signalRecord } from '../../app/content/services/signal-record';
import { expect, test } from './fixtures';
import { overflowingElements, type SweptPage, sweepPage } from './page-checks';

/*
 * Every public page, swept on one load each (page-checks.ts): hydration, status, title and h1, landmarks, the risk
 * warning's place, layout on a 375 px phone, and axe at 375 px in the light scheme and 1280 px in the dark
 * (page-checks.ts says why two states; the shell gets all four in page-frame.spec.ts). New pages join by
 * being in content/pages.ts. Head tags and headers need no browser: seo.spec.ts and response-headers.spec.ts read them over
 * HTTP.
 */

// A tool's worked example with a cross rate shows the conversion-rate field too: sweep that state.
const variants: Record<string, string> = {
  '/tools/pip-value': '/tools/pip-value?account=EUR&pair=GBPJPY&price=190.50&lots=1&rate=',
};

const swept: SweptPage[] = [
  ...pages.map((meta) => ({ path: variants[meta.path] ?? meta.path, status: 200, title: meta.title, h1: meta.h1 })),
  {
    path: '/services/signals/history',
    status: 200,
    title: signalRecord.history.title,
    h1: signalRecord.history.heading,
  },
  // One term page stands for all of them: they share one route and layout, differing only in their text.
  {
    path: '/glossary/margin-call',
    status: 200,
    title: `${glossaryTerm('margin-call')!.term}: Meaning and Example`,
    h1: glossaryTerm('margin-call')!.term,
  },
  { path: '/no-such-page', status: 404, title: notFound.title, h1: notFound.heading },
];

for (const entry of swept) {
  test(`${entry.path} keeps its server markup on hydration, answers with its title and heading, keeps the risk warning on top, fits a 375 px phone, and passes axe at 375 px light and 1280 px dark`, async ({
    page,
  }) => {
    // Two axe runs and two scrolls through a whole page on a busy two-core machine.
    test.slow();
    await sweepPage(page, entry);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('every public page shows its content, the ticker and the footer, with nothing clipped or too wide at 375 px, in the server’s HTML', async ({
    page,
  }) => {
    // What a slow phone shows before its scripts run. No hydration to wait for: each load is quick.
    test.slow();
    for (const path of [...swept.map((entry) => entry.path), '/tools/pip-value']) {
      await page.goto(path);
      await expect.soft(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect.soft(page.getByRole('region', { name: 'Market ticker' }), path).toContainText('EUR/USD');
      await expect
        .soft(page.getByRole('contentinfo'), path)
        .toContainText(`© ${new Date().getUTCFullYear()} UPM Trading`);
      expect.soft(await overflowingElements(page), path).toEqual([]);
    }
  });
});
