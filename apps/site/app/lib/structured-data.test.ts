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

describe('structured data', () => {
  it('describes the site as an Organization with absolute URLs', () => {
    const org = organizationJsonLd();
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe('http://localhost:3000/');
    expect(org.name).toBe('UPM Trading');
  });

  it('builds a breadcrumb trail from home through each ancestor page', () => {
    expect(breadcrumbTrail('/education/beginner')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Education', path: '/education' },
      { name: 'Beginner', path: '/education/beginner' },
    ]);
    const list = breadcrumbJsonLd('/platforms/mt5');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Platforms', item: 'http://localhost:3000/platforms' },
      { '@type': 'ListItem', position: 3, name: 'MetaTrader 5', item: 'http://localhost:3000/platforms/mt5' },
    ]);
  });

  it('describes a course with its provider and optional details', () => {
    const course = courseJsonLd({ path: '/education/beginner', educationalLevel: 'Beginner', timeRequired: 'PT15H' });
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
    expect(defaultJsonLd('/').map((item) => item['@type'])).toEqual(['Organization']);
    expect(defaultJsonLd('/about').map((item) => item['@type'])).toEqual(['BreadcrumbList']);
  });

  it('escapes characters that could close the script element', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ '@type': 'Thing', name: '</script><!-- & \u2028' });
  });

  it('adds the default JSON-LD to the page meta', () => {
    const meta = pageMeta('/');
    expect(meta).toContainEqual({ 'script:ld+json': organizationJsonLd() });
  });
});
