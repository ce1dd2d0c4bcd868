import type { Db } from '../db/types';
import { createWebinarService } from './webinars.server';

/** How the production server caches one page (the shape of server/page-cache.ts's CachedPage). */
interface CachedPage {
  version(): Promise<string>;
  canonicalSearch(params: URLSearchParams, version: string): Promise<string>;
}

/**
 * /services/webinar, kept per version: the webinars data version (bumped by every write, registrations
 * included, since places left are shown) plus the minute, because a webinar moves from upcoming to past
 * when its start passes, with nothing written.
 */
export function webinarCachedPages(db: Db): Readonly<Record<string, CachedPage>> {
  const webinars = createWebinarService(db);
  return {
    '/services/webinar': {
      version: async () => `webinars-v${await webinars.dataVersion()}-${new Date().toISOString().slice(0, 16)}`,
      canonicalSearch: async () => '',
    },
  };
}
