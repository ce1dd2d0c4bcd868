import { type DataSet, read } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { CachedPage, CachedPages } from './cached-page';

/*
 * The one way a feature lets the production server keep its pages: a declaration of what their HTML depends on
 * besides the URL (a data set's version, and the clock for pages that change with time alone) and, per path, how
 * a query reduces to its cache key. The entry module assembles every feature's declaration into the one table
 * server/page-cache.ts reads; the version is read here, the same way for every feature.
 */

/** What a feature's pages depend on besides their URL. */
export type PagesVersion =
  | {
      /** The data set whose writes change the pages (`platform/data-version`). */
      dataSet: DataSet;
      /** The pages also move with the clock, with nothing written: the version carries the hour or the minute. */
      clock?: 'hour' | 'minute';
      /** Writes the clock makes due (an expiry), made before the version is read so no page shows them undone. */
      catchUp?: (db: Db) => Promise<unknown>;
    }
  /** The pages depend on their query only: the version never moves (a new build is a new process). */
  | { constant: string };

/** One page's key: everything of CachedPage but the version, which the declaration names once for all its pages. */
export type PageKey = Omit<CachedPage, 'version'>;

/** A feature's cached pages: their version and, by path (`/*` for every path one segment below), their keys. */
export interface CachedPagesDeclaration {
  version: PagesVersion;
  pages(db: Db): Readonly<Record<string, PageKey>>;
}

const clockLength = { hour: 13, minute: 16 } as const;

/** The version string of a declaration's pages (part of every cache key: `brokers-v7`, `signals-v3-2026-03-01T10`). */
function versionReader(db: Db, version: PagesVersion): () => Promise<string> {
  if ('constant' in version) return async () => version.constant;
  const { dataSet, clock, catchUp } = version;
  return async () => {
    if (catchUp) await catchUp(db);
    const current = `${dataSet}-v${await read(db, dataSet)}`;
    return clock ? `${current}-${new Date().toISOString().slice(0, clockLength[clock])}` : current;
  };
}

/** Every declared page in one table; a path declared twice is a mistake caught at start. */
export function assembleCachedPages(db: Db, declarations: readonly CachedPagesDeclaration[]): CachedPages {
  const table: Record<string, CachedPage> = {};
  for (const declaration of declarations) {
    const version = versionReader(db, declaration.version);
    for (const [path, key] of Object.entries(declaration.pages(db))) {
      if (Object.hasOwn(table, path)) throw new Error(`The cached page ${path} is declared twice.`);
      table[path] = { ...key, version };
    }
  }
  return table;
}
