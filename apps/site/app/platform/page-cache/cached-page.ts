/**
 * How the production server keeps one database-backed page (server/page-cache.ts reads this shape from the
 * build's entry module): the data version the HTML depends on, and the URL's query reduced to its cache key.
 * A feature does not write this shape: it declares its pages (CachedPagesDeclaration, in cached-pages.server.ts)
 * and the entry module assembles every declaration into it.
 */
export interface CachedPage {
  version(): Promise<string>;
  /**
   * What to answer for this query, decided before any render:
   * - the canonical query (`?a=1` or ''): the cache key, rendered once per version;
   * - `{ redirect }`: a 302 to the page at that canonical query (a page number past the last);
   * - `{ notFound: true }`: 404 with the page's not-found answer, rendered once per version (a month the record
   *   does not span), so URLs that name nothing cannot each cost a render;
   * - null: render this URL per request and do not keep it.
   */
  canonicalSearch(params: URLSearchParams, version: string, path: string): Promise<CacheKey>;
  /** At most this many canonical queries of this page are kept (its least recently used goes first). */
  maxEntries?: number;
}

/** The answers canonicalSearch may give. */
export type CacheKey = string | null | { redirect: string } | { notFound: true };

/** Cached pages by path; a key ending in `/*` stands for every path one segment below it. */
export type CachedPages = Readonly<Record<string, CachedPage>>;
