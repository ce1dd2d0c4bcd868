import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { CacheKey, CachedPage, CachedPages } from '../app/platform/page-cache/cached-page.ts';
import { baseCsp, documentHeaders, inlineScriptHashes, prerenderedPageCsp } from './headers.ts';
import type { RenderGate } from './render-gate.ts';
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

export type { CachedPage, CachedPages, CacheKey } from '../app/platform/page-cache/cached-page.ts';

/** A rendered page and the status it is answered with. */
interface Built {
  file: StaticFile;
  status: 200 | 404;
}

interface Entry extends Built {
  bytes: number;
  /** Whose entry this is, for the page's own bound (maxEntries). */
  page: CachedPage;
}

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

/** `work` run through the gate: its result, or undefined when the gate refused it. */
function inTurn<T>(gate: RenderGate, work: () => Promise<T>): Promise<T> | undefined {
  let admitted = false;
  const result = new Promise<T>((resolve, reject) => {
    admitted = gate.enter(() => {
      const running = work();
      running.then(resolve, reject);
      return running;
    });
  });
  return admitted ? result : undefined;
}

const fileBytes = (file: StaticFile) =>
  Object.values(file.variants).reduce((sum, entry) => sum + (entry?.body.length ?? 0), 0);

/** The page cache over the app's cached pages and a renderer. */
export function createPageCache(
  pages: CachedPages,
  render: RenderPage,
  limits: { entries: number; bytes: number } = cacheLimits,
  /** Misses render in turn with every other render (the handler's gate); a full queue answers false. */
  gate?: RenderGate,
): PageCache {
  // Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Built | null>>();
  let totalBytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  };

  function keep(key: string, path: string, prefix: string, built: Built, page: CachedPage): void {
    // Older versions of the page are dead keys: drop them as soon as a newer one is kept.
    for (const old of [...entries.keys()]) if (old.startsWith(`${path}\n`) && !old.startsWith(prefix)) drop(old);
    const bytes = fileBytes(built.file);
    if (bytes > limits.bytes) return;
    drop(key);
    if (page.maxEntries !== undefined) {
      const own = [...entries].filter(([, entry]) => entry.page === page);
      // The first are the least recently used.
      for (const [old] of own.slice(0, Math.max(0, own.length - page.maxEntries + 1))) drop(old);
    }
    entries.set(key, { ...built, bytes, page });
    totalBytes += bytes;
    while (entries.size > limits.entries || totalBytes > limits.bytes) drop(entries.keys().next().value!);
  }

  async function build(url: string, req: IncomingMessage, status: 200 | 404): Promise<Built | null> {
    const response = await render(url, req);
    const cacheControl = response.headers.get('cache-control') ?? 'no-cache';
    // A loader that could not read its data says no-store: that page must not outlive the request.
    if (response.status !== status || /no-store|private/i.test(cacheControl) || response.headers.has('set-cookie')) {
      await response.body?.cancel();
      return null;
    }
    return { file: await pageFile(await response.text(), cacheControl), status };
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
      let answer: CacheKey;
      try {
        version = await page.version();
        const queryStart = url.indexOf('?');
        const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
        answer = await page.canonicalSearch(params, version, path);
      } catch {
        return false; // the usual render reports the failure
      }
      if (answer === null) return false;
      if (typeof answer === 'object' && 'redirect' in answer) {
        res.writeHead(302, {
          ...documentHeaders,
          'Content-Security-Policy': baseCsp,
          'Cache-Control': 'no-store',
          'Content-Length': '0',
          Location: path + answer.redirect,
          ...(requestId ? { 'X-Request-Id': requestId } : {}),
        });
        res.end();
        return true;
      }
      // Every URL of this path that names nothing shares one not-found answer, rendered from the first of them.
      const notFound = typeof answer === 'object';
      const renderUrl = notFound ? url : path + answer;
      const prefix = `${path}\n${version}\n`;
      const key = prefix + (notFound ? '404' : renderUrl);
      const hit = entries.get(key);
      let kept: Built;
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        kept = hit;
      } else {
        let building = pending.get(key);
        if (!building) {
          // The canonical URL is rendered: the page is the same for every URL that reduces to it.
          const run = () => build(renderUrl, req, notFound ? 404 : 200);
          building = gate ? inTurn(gate, run) : run();
          if (!building) return false; // the gate's queue is full: the caller's own render is refused too
          building = building.finally(() => pending.delete(key));
          pending.set(key, building);
        }
        const built = await building;
        if (!built) return false;
        kept = built;
        keep(key, path, prefix, built, page);
      }
      sendFile(req, res, kept.file, tls, requestId, kept.status);
      return true;
    },

    stats: () => ({ entries: entries.size, bytes: totalBytes }),
  };
}
