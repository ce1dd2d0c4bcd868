import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slug';

describe('broker slugs', () => {
  it('derives lower-case ASCII words joined by single hyphens from the name', () => {
    expect(slugify('Atlas Markets')).toBe('atlas-markets');
    expect(slugify('  Zürich FX & Co. ')).toBe('zurich-fx-co');
    expect(slugify('IC--Markets (EU)')).toBe('ic-markets-eu');
    expect(slugify('★★★')).toBe('broker');
    expect(slugify('a'.repeat(100)).length).toBe(80);
  });

  it('adds the first free numeric suffix when the slug is taken', () => {
    expect(firstFreeSlug('atlas', new Set())).toBe('atlas');
    expect(firstFreeSlug('atlas', new Set(['atlas']))).toBe('atlas-2');
    expect(firstFreeSlug('atlas', new Set(['atlas', 'atlas-2']))).toBe('atlas-3');
  });
});
