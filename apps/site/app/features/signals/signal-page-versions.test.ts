import { afterAll, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { assembleCachedPages } from '~/platform/page-cache/cached-pages.server';
import { signalCachedPages } from './signal-page-versions.server';
import { parseHistoryQuery, placeHistoryQuery } from './signal-pages.server';
import { testAdmin, workedCases } from './signal-test-fixtures';
import { resetIssuedTimes } from './signal-writes.server';
import { createSignalService } from './signals.server';

const dialects = await testDialects();

describe('the history range', () => {
  const place = (query: string, months: string[], pages: number) =>
    placeHistoryQuery(parseHistoryQuery(new URLSearchParams(query)), months, pages);

  it('sends a page past the last to the last, keeping the filters, and refuses months outside the record', () => {
    const months = ['2026-11', '2026-09'];
    expect(place('page=2', months, 2)).toEqual({ kind: 'shown' });
    expect(place('page=3&direction=BUY', months, 2)).toEqual({ kind: 'redirect', search: '?direction=BUY&page=2' });
    expect(place('page=1000000', months, 1)).toEqual({ kind: 'redirect', search: '' });
    // Inside the span with no signal that month: an empty page, not a missing one.
    expect(place('month=2026-10', months, 1)).toEqual({ kind: 'shown' });
    for (const month of ['2026-08', '2026-12', '2000-01', '9999-12']) {
      expect(place(`month=${month}`, months, 1)).toEqual({ kind: 'not-found' });
    }
    expect(place('month=2026-11', [], 1)).toEqual({ kind: 'not-found' });
  });
});

describe.each(dialects)('the cached history page on $name', ({ open }) => {
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('answers out-of-range pages and months before any render, and keys the rest canonically', async () => {
    const db = await open();
    opened.push(db);
    // Publication times only move forward within a process; this test publishes in the past.
    resetIssuedTimes();
    for (const [index, at] of ['2026-09-10T12:00:00.000Z', '2026-11-20T12:00:00.000Z'].entries()) {
      const admin = createSignalService(db, () => new Date(at)).asAdmin(testAdmin);
      const published = await admin.publish({
        ...workedCases[index]!.input,
        validUntil: null,
        note: 'Reasoning of the test',
      });
      expect(published.ok).toBe(true);
    }
    const page = assembleCachedPages(db, [signalCachedPages])['/services/signals/history']!;
    const version = await page.version();
    const answer = (query: string) =>
      page.canonicalSearch(new URLSearchParams(query), version, '/services/signals/history');

    expect(await answer('cb=123&page=1')).toBe('');
    expect(await answer('page=2')).toEqual({ redirect: '' });
    expect(await answer('page=987654&direction=SELL')).toEqual({ redirect: '?direction=SELL' });
    expect(await answer('month=2026-10')).toBe('?month=2026-10');
    expect(await answer('month=2026-10&page=4')).toEqual({ redirect: '?month=2026-10' });
    for (const month of ['2026-12', '2026-08', '2000-01', '9999-12']) {
      expect(await answer(`month=${month}&page=${month.length}`)).toEqual({ notFound: true });
    }
  });
});
