import type { Db } from '../db/types';
import { createBrokerService } from './brokers.server';
import { type DirectoryOptions, canonicalDirectorySearch, directoryOptions } from './directory.server';

/** How the production server caches one page (the shape of server/page-cache.ts's CachedPage). */
interface CachedPage {
  version(): Promise<string>;
  canonicalSearch(params: URLSearchParams, version: string): Promise<string>;
}

/**
 * Server-rendered pages whose HTML depends only on their canonical URL and on the brokers data version:
 * the production server keeps each per version (server/page-cache.ts). Every broker write bumps the
 * version in the database, so a change made on any instance shows on the next request everywhere.
 */
export function cachedPages(db: Db): Readonly<Record<string, CachedPage>> {
  const brokers = createBrokerService(db);
  // The filter values offered, read once per data version: the cache key costs no query while it is unchanged.
  let directoryFilters: { version: string; options: DirectoryOptions } | undefined;
  async function filtersFor(version: string): Promise<DirectoryOptions> {
    if (directoryFilters?.version !== version) {
      directoryFilters = { version, options: directoryOptions((await brokers.activeSnapshot()).brokers) };
    }
    return directoryFilters.options;
  }
  return {
    '/ib-partners': {
      version: async () => `brokers-v${await brokers.dataVersion()}`,
      canonicalSearch: async (params, version) => canonicalDirectorySearch(params, await filtersFor(version)),
    },
  };
}
