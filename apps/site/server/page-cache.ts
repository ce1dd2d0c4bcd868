import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { inlineScriptHashes, prerenderedPageCsp, securityHeaders } from './headers.ts';
import { type Encoding, type StaticFile, type Variant, etagMatches, pickVariant, strongEtag } from './static-files.ts';

/**
 * Server-side cache for pages rendered per request whose HTML depends only on the URL and on a data
 * version kept in the database (the broker directory). The app's entry module exports
 * `cachedPageVersions`: path → a function reading that version. Each request costs one version read;
 * while the version is unchanged the page is served like a prerendered file (precompressed, ETag,
 * CSP by hashes of its inline scripts), and any write on any instance changes the version, so the
 * next request everywhere renders afresh.
 */

/** What app/entry.server.tsx exports: per cached path, the current version of the data it shows. */
export type PageVersions = Readonly<Record<string, () => Promise<string>>>;

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
    extraHeaders: Record<string, string>,
  ): Promise<boolean>;
}

const maxEntries = 200;

function variant(body: Buffer, commonHeaders: Record<string, string>, coding: Encoding): Variant {
  const etag = strongEtag(body);
  const headers: Record<string, string> = {
    ...commonHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(body.length),
    ETag: etag,
  };
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  return { body, etag, headers, notModifiedHeaders: { ...commonHeaders, ETag: etag } };
}

/** A rendered page held like a file of build/client: every encoding, its own CSP. */
export function pageFile(html: string, cacheControl: string): StaticFile {
  const identity = Buffer.from(html, 'utf8');
  const commonHeaders: Record<string, string> = {
    ...securityHeaders,
    // The page was rendered without a nonce: its inline scripts are allowed by hash, as for prerendered pages.
    'Content-Security-Policy': prerenderedPageCsp(inlineScriptHashes(html)),
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  // Quality 9 rather than 11: this runs on the request path once per data version and URL.
  const br = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = gzipSync(identity, { level: 6 });
  const variants = {
    identity: variant(identity, commonHeaders, 'identity'),
    br: variant(br, commonHeaders, 'br'),
    gzip: variant(gzip, commonHeaders, 'gzip'),
  };
  return { variants, commonHeaders, available: ['br', 'gzip', 'identity'], chosen: new Map() };
}

/** Sends a kept page: 304 when the client's ETag matches, else the best encoding it accepts. */
function send(req: IncomingMessage, res: ServerResponse, file: StaticFile, extraHeaders: Record<string, string>): void {
  const chosen = pickVariant(file, req.headers['accept-encoding']);
  if (etagMatches(req.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, { ...chosen.notModifiedHeaders, ...extraHeaders });
    res.end();
    return;
  }
  res.writeHead(200, { ...chosen.headers, ...extraHeaders });
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

/** The page cache over the app's version readers and a renderer. */
export function createPageCache(versions: PageVersions, render: RenderPage): PageCache {
  const entries = new Map<string, StaticFile>();
  const pending = new Map<string, Promise<StaticFile | null>>();

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

  return {
    handles: (path) => Object.hasOwn(versions, path),

    async serve(req, res, url, path, extraHeaders) {
      let version: string;
      try {
        version = await versions[path]!();
      } catch {
        return false; // the usual render reports the failure
      }
      const prefix = `${path}\n${version}\n`;
      const key = prefix + url;
      let file = entries.get(key);
      if (!file) {
        let building = pending.get(key);
        if (!building) {
          building = build(url, req).finally(() => pending.delete(key));
          pending.set(key, building);
        }
        const built = await building;
        if (!built) return false;
        file = built;
        // Older versions of every page are dead keys: drop them as soon as a newer one is kept.
        for (const old of entries.keys())
          if (old.startsWith(`${path}\n`) && !old.startsWith(prefix)) entries.delete(old);
        entries.set(key, file);
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      send(req, res, file, extraHeaders);
      return true;
    },
  };
}
