import { glossaryTermPaths } from '~/content/glossary';
import { pages } from '~/content/pages';
import { beginnerLessonPaths } from '~/content/lessons/paths';
import { absoluteUrl } from './site-url';
import { escapeXml } from '~/platform/text/xml';

/** Public listings that are not content pages (no entry in content/pages.ts) but belong in the sitemap. */
export const listingPaths: readonly string[] = ['/services/signals/history', '/services/signals/alerts'];

/** Pages made from content lists rather than pages.ts: one per glossary term. */
export const contentListPaths: readonly string[] = [...beginnerLessonPaths(), ...glossaryTermPaths];

/** sitemap.xml listing every public page with its absolute URL (the admin under /secure/ is never listed). */
export function sitemapXml(): string {
  const urls = [...pages.map((page) => page.path), ...listingPaths, ...contentListPaths]
    .map((path) => {
      // Home and the section overviews change most and matter most for discovery.
      const depth = path === '/' ? 0 : path.split('/').length - 1;
      const priority = depth === 0 ? '1.0' : depth === 1 ? '0.8' : '0.6';
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <priority>${priority}</priority>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the admin area may not; points at both sitemaps. */
export function robotsTxt(): string {
  const sitemaps = [absoluteUrl('/sitemap.xml'), absoluteUrl(brokerSitemapPath)].map((url) => `Sitemap: ${url}`);
  return `User-agent: *\nAllow: /\nDisallow: /secure/\n\n${sitemaps.join('\n')}\n`;
}

/** The sitemap of the pages made from the broker data, rendered per request: brokers change at run time. */
export const brokerSitemapPath = '/sitemap-brokers.xml';

/** A sitemap of these site paths (broker pages and best-for lists). */
export function brokerSitemapXml(paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${escapeXml(absoluteUrl(path))}</loc>\n    <priority>0.6</priority>\n  </url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
