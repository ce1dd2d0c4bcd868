import { educationPages } from './page-books/education.ts';
import { glossaryPages } from './page-books/glossary.ts';
import { legalPages } from './page-books/legal.ts';
import { marketPages } from './page-books/markets.ts';
import { platformPages } from './page-books/platforms.ts';
import { servicePages } from './page-books/services.ts';
import { sitePages } from './page-books/site.ts';
import { toolPages } from './page-books/tools.ts';
import type { PageEntry } from './page-book.ts';
import type { Page } from './pages.schema';

/*
 * Every public page, for the server, the sitemap, the build and the tests. Routes do not import this module:
 * each reads its own section's entries from content/page-books/ (the browser downloads what a route imports).
 * Imports name their .ts files: `pnpm bench` loads this module with Node itself, outside Vite.
 */

export type { Page };

const sections = [
  sitePages,
  marketPages,
  servicePages,
  educationPages,
  glossaryPages,
  platformPages,
  toolPages,
  legalPages,
];
const [home, directory, ratingMethod, about, contact] = [
  '/',
  '/ib-partners',
  '/ib-partners/rating-method',
  '/about',
  '/contact',
].map((path) => sitePages.page(path));

// The original site's order: home, the sections as the header lists them, then about, contact and the legal pages.
const rawPages: readonly PageEntry[] = [
  home!,
  ...marketPages.pages,
  ...servicePages.pages,
  ...educationPages.pages,
  ...glossaryPages.pages,
  ...platformPages.pages,
  directory!,
  ratingMethod!,
  ...toolPages.pages,
  about!,
  contact!,
  ...legalPages.pages,
];
if (rawPages.length !== sections.reduce((sum, book) => sum + book.pages.length, 0)) {
  throw new Error('a page of content/page-books/ is missing from the list of pages');
}

/**
 * Pages rendered per request: the database-backed directory, signals and webinar pages (kept per data version by
 * server/page-cache.ts), and the tools, whose result depends on the query string (the server serves a
 * prerendered file whatever the query) or, for market hours, on the time.
 */
const perRequestPaths = new Set<string>([
  '/ib-partners',
  '/services/signals',
  '/services/webinar',
  '/tools/position-size',
  '/tools/pip-value',
  '/tools/margin',
  '/tools/profit',
  '/tools/risk-reward',
  '/tools/market-hours',
]);

/** Every public page (a bad title or description fails the build: validate-content.server.ts). */
export const pages: readonly Page[] = rawPages.map((page) => ({ ...page, prerender: !perRequestPaths.has(page.path) }));

/** Paths rendered to HTML at build time: every public page but those rendered per request. */
export const prerenderedPaths = pages.filter((page) => page.prerender).map((page) => page.path);

/** Look up a page by its path; throws for an unknown path so a typo fails loudly. */
export function pageFor(path: string): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page metadata for ${path}`);
  return page;
}
