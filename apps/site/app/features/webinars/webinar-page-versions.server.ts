import type { CachedPagesDeclaration } from '~/platform/page-cache/cached-pages.server';

/**
 * /services/webinar, kept per version: the webinars data version (bumped by every write, registrations
 * included, since places left are shown) plus the minute, because a webinar moves from upcoming to past
 * when its start passes, with nothing written.
 */
export const webinarCachedPages: CachedPagesDeclaration = {
  version: { dataSet: 'webinars', clock: 'minute' },
  pages: () => ({ '/services/webinar': { canonicalSearch: async () => '' } }),
};
