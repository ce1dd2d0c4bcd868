import type { CachedPages } from '../page-cache/cached-page';
import type { Db } from '../db/types';
import { historySearch, parseHistoryQuery } from './signal-pages.server';
import { createSignalService } from './signals.server';

/**
 * The signal pages the production server keeps per version. The version is the signals data version (bumped by
 * every write and every expiry, which runs first here, so a pending signal past its time never shows as
 * pending) plus the hour: the 30- and 90-day figures move with the clock even when nothing is written.
 */
export function signalCachedPages(db: Db): CachedPages {
  const signals = createSignalService(db);
  const version = async () => {
    await signals.expireDue();
    return `signals-v${await signals.dataVersion()}-${new Date().toISOString().slice(0, 13)}`;
  };
  return {
    '/services/signals': { version, canonicalSearch: async () => '' },
    '/services/signals/history': {
      version,
      canonicalSearch: async (params) => historySearch(parseHistoryQuery(params)),
    },
  };
}
