import { describe, expect, it } from 'vitest';
import { pages, prerenderedPaths } from './pages';

describe('page metadata', () => {
  it('lists all 40 public pages once each', () => {
    expect(pages).toHaveLength(40);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  it('gives every page a unique title of 10-60 characters', () => {
    const titles = pages.map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) {
      expect(title.length, title).toBeGreaterThanOrEqual(10);
      expect(title.length, title).toBeLessThanOrEqual(60);
    }
  });

  it('gives every page a unique description of 50-160 characters', () => {
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });

  it('gives every page a unique h1', () => {
    const h1s = pages.map((page) => page.h1);
    expect(new Set(h1s).size).toBe(h1s.length);
  });

  it('prerenders every page but the database-backed directory, signals and webinar pages, and the tools that read their query', () => {
    expect(prerenderedPaths).not.toContain('/ib-partners');
    // The signals page shows the open signals and the track record, read per request.
    expect(prerenderedPaths).not.toContain('/services/signals');
    expect(prerenderedPaths).not.toContain('/services/webinar');
    expect(prerenderedPaths).not.toContain('/tools/position-size');
    expect(prerenderedPaths).not.toContain('/tools/market-hours');
    expect(prerenderedPaths).toContain('/tools');
    // The rating method is code, the same for every data version: rendered once at build.
    expect(prerenderedPaths).toContain('/ib-partners/rating-method');
    expect(prerenderedPaths).toHaveLength(31);
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/privacy', '/terms', '/cookies', '/risk-warning']));
  });
});
