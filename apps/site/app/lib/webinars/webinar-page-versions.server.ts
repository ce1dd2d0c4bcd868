import type { CachedPages } from '../page-cache/cached-page';
import type { Db } from '../db/types';
import { createWebinarService } from './webinars.server';

/**
 * /services/webinar, kept per version: the webinars data version (bumped by every write, registrations
 * included, since places left are shown) plus the minute, because a webinar moves from upcoming to past
 * when its start passes, with nothing written.
 */
export function webinarCachedPages(db: Db): CachedPages {
  const webinars = createWebinarService(db);
  return {
    '/services/webinar': {
      version: async () => `webinars-v${await webinars.dataVersion()}-${new Date().toISOString().slice(0, 16)}`,
      canonicalSearch: async () => '',
    },
  };
}
