import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { documentHeaders, inlineScriptHashes, prerenderedPageCsp } from './headers.ts';
import { type StaticFile, makeVariant, sendFile } from './static-files.ts';

/**
 * Server-side cache for pages rendered per request whose HTML depends only on the URL and on a data
 * version kept in the database (the broker directory). The app's entry module exports
 * `cachedPages`: path → how to read that version and reduce a query to its cache key. Each request costs
 * one version read; entries are bounded in number and bytes, least recently used first out;
 * while the version is unchanged the page is served like a prerendered file (precompressed, ETag,
 * CSP by hashes of its inline scripts), and any write on any instance changes the version, so the
 * next request everywhere renders afresh.
 */

/** How the server caches one database-backed page. */
export interface CachedPage {
  /** The current version of the data the page shows. */
  version(): Promise<string>;
  /**
   * The page's query reduced to the parameters it understands, in a fixed order (`?a=1&b=2`, or ''):
   * the cache key. Unknown parameters and values are dropped, so `?cb=<random>` cannot make a new entry.
   * null: this URL is not kept (an unknown slug, a redirect, a notice about what the URL got wrong); it is
   * rendered the usual way, so random URLs cannot fill or churn the cache.
   */
  canonicalSearch(params: URLSearchParams, version: string, path: string): Promise<string | null>;
}

/**
 * What app/entry.server.tsx exports: the cached pages by path. A key ending in `/*` stands for every path
 * one segment below it (`/ib-partners/*`: each broker's page); an exact key wins over a pattern.
 */
export type CachedPages = Readonly<Record<string, CachedPage>>;

/** Renders a URL (path and query) to a complete HTML response without a CSP nonce. */
export type RenderPage = (url: string, req: IncomingMessage) => Promise<Response>;

export interface PageCache {
  /** Whether `path` is a cached page (GET/HEAD only). */
  handles(path: string): boolean;
  /**
   * Answers from the cache, rendering on a miss. Resolves false when the page cannot be cached (the
   * version read failed, the render was not a cacheable 200): the caller renders it the usual way.
   */
  serve(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    path: string,
    /** The request arrived over TLS: the response carries Strict-Transport-Security. */
    tls: boolean,
    /** The request's X-Request-Id, sent with the page's headers (the handler has not set it). */
    requestId?: string,
  ): Promise<boolean>;
  /** What the cache holds now (tests, metrics). */
  stats(): { entries: number; bytes: number };
}

/** Bounds of the cache: each entry holds a page in three encodings. */
export const cacheLimits = { entries: 200, bytes: 32 * 1024 * 1024 };

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const htmlType = 'text/html; charset=utf-8';

/** A rendered page held like a file of build/client: every encoding, its own CSP. */
export async function pageFile(html: string, cacheControl: string): Promise<StaticFile> {
  const identity = Buffer.from(html, 'utf8');
  const commonHeaders: Record<string, string> = {
    ...documentHeaders,
    // The page was rendered without a nonce: its inline scripts are allowed by hash, as for prerendered pages.
    'Content-Security-Policy': prerenderedPageCsp(inlineScriptHashes(html)),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  // On libuv's thread pool, not the event loop: a miss must not stall every other request. Quality 10: it runs
  // once per data version and canonical URL, and a page must fit TCP's first window (10 packets, about 14 KB
  // with headers) or the phone waits a round trip more before it can paint. /services/signals with 10,000
  // signals: 13.3 KB at 9 (one round trip more: LCP 1.20 s in Lighthouse mobile), 11.7 KB at 10 (55 ms of a
  // pool thread), 11.3 KB at 11 (213 ms).
  const [br, gzipped] = await Promise.all([
    compressBrotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }),
    compressGzip(identity, { level: 6 }),
  ]);
  const variants = {
    identity: makeVariant(identity, commonHeaders, htmlType, 'identity'),
    br: makeVariant(br, commonHeaders, htmlType, 'br'),
    gzip: makeVariant(gzipped, commonHeaders, htmlType, 'gzip'),
  };
  return { variants, commonHeaders, available: ['br', 'gzip', 'identity'], chosen: new Map() };
}

const fileBytes = (file: StaticFile) =>
  Object.values(file.variants).reduce((sum, entry) => sum + (entry?.body.length ?? 0), 0);

/** The page cache over the app's cached pages and a renderer. */
export function createPageCache(
  pages: CachedPages,
  render: RenderPage,
  limits: { entries: number; bytes: number } = cacheLimits,
): PageCache {
  // Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, { file: StaticFile; bytes: number }>();
  const pending = new Map<string, Promise<StaticFile | null>>();
  let totalBytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  function keep(key: string, path: string, prefix: string, file: StaticFile): void {
    // Older versions of the page are dead keys: drop them as soon as a newer one is kept.
    for (const old of [...entries.keys()]) if (old.startsWith(`${path}\n`) && !old.startsWith(prefix)) drop(old);
    const bytes = fileBytes(file);
    if (bytes > limits.bytes) return;
    drop(key);
    entries.set(key, { file, bytes });
    totalBytes += bytes;
    while (entries.size > limits.entries || totalBytes > limits.bytes) drop(entries.keys().next().value!);
  }

  async function build(url: string, req: IncomingMessage): Promise<StaticFile | null> {
    const response = await render(url, req);
    const cacheControl = response.headers.get('cache-control') ?? 'no-cache';
    // A loader that could not read its data says no-store: that page must not outlive the request.
    if (response.status !== 200 || /no-store|private/i.test(cacheControl) || response.headers.has('set-cookie')) {
      await response.body?.cancel();
      return null;
    }
    return pageFile(await response.text(), cacheControl);
  }

  const patterns = Object.keys(pages)
    .filter((key) => key.endsWith('/*'))
    .map((key) => ({ prefix: key.slice(0, -1), page: pages[key]! }));
  /** The page description for a path: its own, else the pattern one segment above it. */
  function pageFor(path: string): CachedPage | undefined {
    if (Object.hasOwn(pages, path)) return pages[path];
    for (const { prefix, page } of patterns) {
      const rest = path.slice(prefix.length);
      if (path.startsWith(prefix) && rest !== '' && rest !== '*' && !rest.includes('/')) return page;
    }
    return undefined;
  }

  return {
    handles: (path) => pageFor(path) !== undefined,

    async serve(req, res, url, path, tls, requestId) {
      const page = pageFor(path)!;
      let version: string;
      let canonicalUrl: string;
      try {
        version = await page.version();
        const queryStart = url.indexOf('?');
        const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
        const search = await page.canonicalSearch(params, version, path);
        if (search === null) return false;
        canonicalUrl = path + search;
      } catch {
        return false; // the usual render reports the failure
      }
      const prefix = `${path}\n${version}\n`;
      const key = prefix + canonicalUrl;
      const hit = entries.get(key);
      let file = hit?.file;
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      } else {
        let building = pending.get(key);
        if (!building) {
          // The canonical URL is rendered: the page is the same for every URL that reduces to it.
          building = build(canonicalUrl, req).finally(() => pending.delete(key));
          pending.set(key, building);
        }
        const built = await building;
        if (!built) return false;
        file = built;
        keep(key, path, prefix, built);
      }
      sendFile(req, res, file!, tls, requestId);
      return true;
    },

    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}
