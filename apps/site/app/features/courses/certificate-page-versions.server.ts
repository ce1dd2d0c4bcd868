import { perVersion } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { CachedPagesDeclaration } from '~/platform/page-cache/cached-pages.server';
import { certificateIdPattern } from '~/content/courses/quiz-paths';

/**
 * A certificate's public page is the same for everyone (the holder's withdraw form has its own URL), so the
 * production server keeps it per certificates data version: every issue, withdrawal, revocation and erasure bumps
 * the version in its transaction, so a status change shows on the next request on every instance. Unknown ids and
 * /certificates/verify are rendered per request.
 */
export const certificateCachedPages: CachedPagesDeclaration = {
  version: { dataSet: 'certificates' },
  pages: (db: Db) => {
    // The ids that exist, read once per version: a key then costs no query beyond the version's.
    const known = perVersion(async () => {
      const rows = await db.all<{ id: string }>('SELECT id FROM certificates');
      return new Set(rows.map((row) => row.id));
    });
    return {
      '/certificates/*': {
        canonicalSearch: async (_params, current, path) => {
          const id = path.slice('/certificates/'.length);
          return certificateIdPattern.test(id) && (await known(current)).has(id) ? '' : null;
        },
        maxEntries: 2000,
      },
    };
  },
};
