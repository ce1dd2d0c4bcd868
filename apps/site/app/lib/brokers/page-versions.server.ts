import { getDb } from '../db/db.server';
import { createBrokerService } from './brokers.server';
import { type DirectoryOptions, canonicalDirectorySearch, directoryOptions } from './directory.server';

/** How the production server caches one page (the shape of server/page-cache.ts's CachedPage). */
interface CachedPage {
  version(): Promise<string>;
  canonicalSearch(params: URLSearchParams, version: string): Promise<string>;
}

const brokerService = async () => createBrokerService(await getDb());

// The filter values offered, read once per data version: the cache key costs no query while it is unchanged.
let directoryFilters: { version: string; options: DirectoryOptions } | undefined;

async function filtersFor(version: string): Promise<DirectoryOptions> {
  if (directoryFilters?.version !== version) {
    const { brokers } = await (await brokerService()).activeSnapshot();
    directoryFilters = { version, options: directoryOptions(brokers) };
  }
  return directoryFilters.options;
}

/**
 * Server-rendered pages whose HTML depends only on their canonical URL and on the brokers data version:
 * the production server keeps each per version (server/page-cache.ts). Every broker write bumps the
 * version in the database, so a change made on any instance shows on the next request everywhere.
 */
export const cachedPages: Readonly<Record<string, CachedPage>> = {
  '/ib-partners': {
    version: async () => `brokers-v${await (await brokerService()).dataVersion()}`,
    canonicalSearch: async (params, version) => canonicalDirectorySearch(params, await filtersFor(version)),
  },
};
