/**
 * How the production server keeps one database-backed page (server/page-cache.ts reads this shape from the
 * build's entry module): the data version the HTML depends on, and the URL's query reduced to its cache key.
 */
export interface CachedPage {
  version(): Promise<string>;
  /** The canonical query (`?a=1` or ''), or null: render this URL per request and do not keep it. */
  canonicalSearch(params: URLSearchParams, version: string, path: string): Promise<string | null>;
}

/** Cached pages by path; a key ending in `/*` stands for every path one segment below it. */
export type CachedPages = Readonly<Record<string, CachedPage>>;
