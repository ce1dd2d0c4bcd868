import { describe, expect, it } from 'vitest';
import { pages } from '~/content/pages';
import { contentListPaths, listingPaths, robotsTxt, sitemapXml } from './sitemap';

describe('sitemap and robots', () => {
  it('lists every public page, and every lesson, with an absolute URL', () => {
    const xml = sitemapXml();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(pages.length + listingPaths.length + contentListPaths.length);
    expect(locs).toContain('http://localhost:3000/education/beginner/platforms-and-first-trades/trading-plan');
    expect(locs).toContain('http://localhost:3000/glossary');
    expect(locs).toContain('http://localhost:3000/glossary/margin-call');
    expect(locs).toContain('http://localhost:3000/services/signals/history');
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/platforms/ctraders');
    expect(locs.every((loc) => loc?.startsWith('http://localhost:3000/'))).toBe(true);
    expect(xml).not.toContain('/secure/');
  });

  it('keeps crawlers out of /secure/ and points them at the sitemap', () => {
    expect(robotsTxt()).toContain('Disallow: /secure/');
    expect(robotsTxt()).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
