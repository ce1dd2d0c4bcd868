import { perVersion } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { CachedPagesDeclaration, PageKey } from '~/platform/page-cache/cached-pages.server';
import { type HistoryQuery, historySearch, parseHistoryQuery, placeHistoryQuery } from './signal-pages.server';
import { createSignalService, historyPages } from './signals.server';

/**
 * The signal pages the production server keeps per version. The version is the signals data version (bumped by
 * every write and every expiry, which runs first here, so a pending signal past its time never shows as
 * pending) plus the hour: the 30- and 90-day figures move with the clock even when nothing is written.
 */
export const signalCachedPages: CachedPagesDeclaration = {
  version: { dataSet: 'signals', clock: 'hour', catchUp: (db) => createSignalService(db).expireDue() },
  pages: cachedPages,
};

function cachedPages(db: Db): Record<string, PageKey> {
  const signals = createSignalService(db);
  // What the history's range needs, read once per data version: the months with a signal, and each filter set's
  // number of pages as it is asked for (a count, never a render). The filter sets are those of a finite record.
  const recordFor = perVersion(async () => ({
    months: await signals.publishedMonths(),
    pages: new Map<string, Promise<number>>(),
  }));
  async function pagesFor(current: string, filters: HistoryQuery['filters']): Promise<number> {
    const { pages } = await recordFor(current);
    const key = historySearch({ filters, page: 1 });
    let counted = pages.get(key);
    if (!counted) {
      counted = signals.historyTotal(filters).then(historyPages);
      // A failed count is asked again next time rather than kept.
      counted.catch(() => pages.delete(key));
      pages.set(key, counted);
    }
    return counted;
  }
  return {
    '/services/signals': { canonicalSearch: async () => '' },
    '/services/signals/history': {
      canonicalSearch: async (params, current) => {
        const query = parseHistoryQuery(params);
        const months = (await recordFor(current)).months;
        // The month is checked first, so a month outside the record costs no count.
        const outside = placeHistoryQuery({ ...query, page: 1 }, months, 1);
        const place =
          outside.kind === 'shown' ? placeHistoryQuery(query, months, await pagesFor(current, query.filters)) : outside;
        if (place.kind === 'not-found') return { notFound: true };
        if (place.kind === 'redirect') return { redirect: place.search };
        return historySearch(query);
      },
    },
  };
}
