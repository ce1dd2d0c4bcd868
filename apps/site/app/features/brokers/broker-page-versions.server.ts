import { perVersion } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { CachedPagesDeclaration, PageKey } from '~/platform/page-cache/cached-pages.server';
import { brokersCopy } from '~/content/brokers';
import { createBrokerService } from './brokers.server';
import { compareHref, maxCompared, requestedSlugs } from './compare';
import { type DirectoryOptions, canonicalDirectorySearch, directoryOptions } from './directory.server';

/**
 * Server-rendered pages whose HTML depends only on their canonical URL and on the brokers data version:
 * the production server keeps each per version (server/page-cache.ts). Every broker write bumps the
 * version in the database, so a change made on any instance shows on the next request everywhere.
 */
export const brokerCachedPages: CachedPagesDeclaration = { version: { dataSet: 'brokers' }, pages: cachedPages };

function cachedPages(db: Db): Record<string, PageKey> {
  const brokers = createBrokerService(db);
  // What the pages' cache keys need from the active brokers, read once per data version: while it is
  // unchanged a key costs no query beyond the version's.
  const knownFor = perVersion(async (): Promise<{ filters: DirectoryOptions; slugs: Set<string> }> => {
    const active = (await brokers.activeSnapshot()).brokers;
    return { filters: directoryOptions(active), slugs: new Set(active.map((broker) => broker.slug)) };
  });
  const bestListSlugs = new Set(brokersCopy.bestLists.map((list) => list.slug));
  return {
    '/ib-partners': {
      canonicalSearch: async (params, current) => canonicalDirectorySearch(params, (await knownFor(current)).filters),
    },
    // A listed broker's page ignores the query. Old slugs (301), inactive brokers (410) and unknown ones (404)
    // are answered per request.
    '/ib-partners/*': {
      canonicalSearch: async (_params, current, path) =>
        (await knownFor(current)).slugs.has(path.slice('/ib-partners/'.length)) ? '' : null,
    },
    '/ib-partners/best/*': {
      canonicalSearch: async (_params, _current, path) =>
        bestListSlugs.has(path.slice('/ib-partners/best/'.length)) ? '' : null,
    },
    // Kept only when every slug names a listed broker and there are at most three: the page then shows exactly
    // those, in that order. Unknown slugs (named on the page), too many, or the form's repeated parameter
    // (a redirect) are rendered per request.
    '/ib-partners/compare': {
      canonicalSearch: async (params, current) => {
        const slugs = requestedSlugs(params);
        const { slugs: listed } = await knownFor(current);
        if (params.getAll('brokers').length > 1 || slugs.length > maxCompared) return null;
        if (!slugs.every((slug) => listed.has(slug))) return null;
        return compareHref(slugs).slice('/ib-partners/compare'.length);
      },
    },
  };
}
