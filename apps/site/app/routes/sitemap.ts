import { sitemapXml } from '~/platform/seo/sitemap';

/** Resource route, prerendered to build/client/sitemap.xml. */
export function loader() {
  return new Response(sitemapXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
