import { pages } from '~/content/pages';
import { absoluteUrl } from '~/lib/site-url';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** sitemap.xml listing every public page with its absolute URL (the admin under /secure/ is never listed). */
export function sitemapXml(): string {
  const urls = pages
    .map((page) => {
      // Home and the section overviews change most and matter most for discovery.
      const depth = page.path === '/' ? 0 : page.path.split('/').length - 1;
      const priority = depth === 0 ? '1.0' : depth === 1 ? '0.8' : '0.6';
      return `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path))}</loc>\n    <priority>${priority}</priority>\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, the admin area may not; points at the sitemap. */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /secure/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
