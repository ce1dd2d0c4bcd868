import { test as base, expect } from '@playwright/test';

/** Hosts the site embeds but tests must never wait on (there is no internet in CI). */
const thirdParty = /^https?:\/\/([a-z0-9-]+\.)*(tradingview\.com|tradingview-widget\.com)\//i;

/**
 * `test` with third-party requests aborted and CSP violations collected: a page that breaks its own
 * Content-Security-Policy fails (`cspViolations` is checked after each test). `page.goto` returns once the
 * page has hydrated: pages request their scripts after the load event (app/lib/hydrate-after-load.server.ts),
 * and a click before hydration would reach only the plain HTML.
 */
export const test = base.extend<{ cspViolations: string[]; signedIn: boolean }>({
  /**
   * `test.use({ signedIn: true })`: every test of the file starts with its own admin session on the shared
   * server, written as the app writes it (admin-helpers.ts `addAdminSession`), not through the sign-in form.
   */
  signedIn: [false, { option: true }],
  context: async ({ context, signedIn }, provide) => {
    if (signedIn) {
      // Loaded only here: the specs that never sign in do not load the app's server modules.
      const { addAdminSession } = await import('./admin-helpers');
      await addAdminSession(context);
    }
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = /^text\/html/.test(response?.headers()['content-type'] ?? '');
        if (html && (options?.waitUntil ?? 'load') === 'load') {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        }
        return response;
      };
    }
    await provide(page);
  },
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.route(thirdParty, (route) => route.abort('blockedbyclient'));
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
