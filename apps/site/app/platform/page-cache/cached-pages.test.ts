import { afterAll, describe, expect, it, vi } from 'vitest';
import { bump } from '~/platform/data-version/data-version.server';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { assembleCachedPages, type CachedPagesDeclaration } from './cached-pages.server';

const dialects = await testDialects();
const page = { canonicalSearch: async () => '' };

describe.each(dialects)('the cached pages assembled from declarations on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    vi.useRealTimers();
    for (const db of opened) await db.close();
  });

  it('keys each page on its data set’s version, with the hour or minute when the pages move with the clock', async () => {
    const db = await open();
    opened.push(db);
    vi.useFakeTimers({ now: new Date('2026-03-01T10:20:30.000Z'), toFake: ['Date'] });
    const caughtUp: string[] = [];
    const pages = assembleCachedPages(db, [
      { version: { dataSet: 'brokers' }, pages: () => ({ '/a': page }) },
      {
        version: {
          dataSet: 'signals',
          clock: 'hour',
          catchUp: async (tx) => {
            caughtUp.push('signals');
            await bump(tx, 'signals');
          },
        },
        pages: () => ({ '/b': page, '/b/*': { ...page, maxEntries: 3 } }),
      },
      { version: { dataSet: 'webinars', clock: 'minute' }, pages: () => ({ '/c': page }) },
      { version: { constant: 'tools' }, pages: () => ({ '/d': page }) },
    ]);
    await bump(db, 'brokers');
    expect(await pages['/a']!.version()).toBe('brokers-v2');
    // The catch-up's own write shows in the version it precedes.
    expect(await pages['/b']!.version()).toBe('signals-v2-2026-03-01T10');
    expect(caughtUp).toEqual(['signals']);
    expect(pages['/b/*']!.maxEntries).toBe(3);
    expect(await pages['/c']!.version()).toBe('webinars-v1-2026-03-01T10:20');
    expect(await pages['/d']!.version()).toBe('tools');
    vi.useRealTimers();
  });

  it('refuses a path two declarations claim', () => {
    const twice: CachedPagesDeclaration = { version: { constant: 'x' }, pages: () => ({ '/a': page }) };
    expect(() => assembleCachedPages({} as Db, [twice, twice])).toThrow('/a is declared twice');
  });
});
