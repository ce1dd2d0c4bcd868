import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  courseJsonLd,
  defaultJsonLd,
  organizationJsonLd,
  serializeJsonLd,
} from './structured-data';
import { pageMeta } from './seo';
import { educationPages } from '~/content/page-books/education';
import { platformPages } from '~/content/page-books/platforms';
import { sitePages } from '~/content/page-books/site';
import { pages } from '~/content/pages';

describe('structured data', () => {
  it('describes the site as an Organization with absolute URLs', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe('http://localhost:3000/');
    expect(org.name).toBe('UPM Trading');
  });

  it('builds a breadcrumb trail from home through each ancestor page', () => {
    expect(breadcrumbTrail('/education/beginner', educationPages)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Education', path: '/education' },
      { name: 'Beginner', path: '/education/beginner' },
    ]);
    const list = breadcrumbJsonLd('/platforms/mt5', platformPages);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Platforms', item: 'http://localhost:3000/platforms' },
      { '@type': 'ListItem', position: 3, name: 'MetaTrader 5', item: 'http://localhost:3000/platforms/mt5' },
    ]);
  });

  it('describes a course with its provider and optional details', () => {
    const course = courseJsonLd(educationPages, {
      path: '/education/beginner',
      educationalLevel: 'Beginner',
      timeRequired: 'PT15H',
    });
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Beginner Trading Course',
      url: 'http://localhost:3000/education/beginner',
      provider: { '@type': 'Organization', name: 'UPM Trading' },
      educationalLevel: 'Beginner',
      timeRequired: 'PT15H',
    });
    expect(course).not.toHaveProperty('teaches');
  });

  it('gives home an Organization and nested pages a BreadcrumbList', () => {
    expect(defaultJsonLd('/', sitePages).map((item) => item['@type'])).toEqual(['Organization']);
    expect(defaultJsonLd('/about', sitePages).map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('finds every page’s ancestors in its own section’s book, and home under the label the home page has', () => {
    expect(sitePages.page('/').label).toBe('Home');
    for (const book of [sitePages, educationPages, platformPages]) {
      for (const page of book.pages) {
        const ancestors = page.path.split('/').filter(Boolean).length;
        expect(breadcrumbTrail(page.path, book)).toHaveLength(ancestors + 1);
      }
    }
    // The full list is the books together, each page once.
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('escapes characters that could close the script element', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><!-- & \u2028' });
  });

  it('adds the default JSON-LD to the page meta', () => {
    const meta = pageMeta(sitePages, '/');
    expect(meta).toContainEqual({ 'script:ld+json': organizationJsonLd() });
  });
});
