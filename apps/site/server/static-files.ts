import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  assetHeaders,
  baseCsp,
  documentHeaders,
  hstsValue,
  inlineScriptHashes,
  prerenderedPageCsp,
} from './headers.ts';

/** Content encodings the server can answer with, in order of preference. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** One encoded representation of a file: its bytes, its strong ETag and the headers sent with it. */
export interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What a 304 for this representation carries: the common headers and its ETag (RFC 9110 §15.4.5). */
  readonly notModifiedHeaders: Readonly<Record<string, string>>;
  /** The same two sets with Strict-Transport-Security, for requests over TLS: built once, not per hit. */
  readonly overTls: {
    readonly headers: Readonly<Record<string, string>>;
    readonly notModifiedHeaders: Readonly<Record<string, string>>;
  };
}

/** A file from build/client, held in memory with every encoding it has. */
export interface StaticFile {
  readonly variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  /** The headers every answer for this file carries whatever its encoding (a 304 sends these). */
  readonly commonHeaders: Readonly<Record<string, string>>;
  /** The encodings present in variants, in order of preference. */
  readonly available: readonly Encoding[];
  /** pickVariant's memo: Accept-Encoding header → representation. */
  readonly chosen: Map<string, Variant>;
}

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  // React Router's single-fetch payloads (turbo-stream), as its own server labels them.
  '.data': 'text/x-script',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Extensions worth compressing (fonts and images are already compressed). */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.data',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
]);

export const cacheControl = {
  /** Vite puts a content hash in every file name under /assets: the URL changes when the bytes do. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages and their data keep their URL across deploys: always revalidate (the ETag makes that cheap). */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Favicon and friends: unhashed but rarely changed. */
  short: 'public, max-age=3600',
} as const;

/**
 * The URL path a file in build/client answers at, or undefined for files that are not served
 * (precompressed siblings). `about/index.html` answers at `/about`, `index.html` at `/`.
 */
export function urlPathFor(relativePath: string): string | undefined {
  const path = relativePath.split(sep).join('/');
  if (path.endsWith('.br') || path.endsWith('.gz')) return undefined;
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

/** The Cache-Control for a URL path served from build/client. */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return cacheControl.immutable;
  const extension = extname(urlPath);
  if (extension === '' || extension === '.html' || extension === '.data') return cacheControl.revalidate;
  return cacheControl.short;
}

/** A strong ETag from the bytes of one representation (each encoding has its own, RFC 9110 §8.8.3). */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const allEncodings: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Parses Accept-Encoding into the q-value of each coding named (RFC 9110 §12.5.3). */
function parseAcceptEncoding(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    accepted.set(name, q);
  }
  return accepted;
}

function qualityOf(accepted: Map<string, number>, coding: Encoding): number {
  const explicit = accepted.get(coding) ?? (coding === 'gzip' ? accepted.get('x-gzip') : undefined);
  if (explicit !== undefined) return explicit;
  const star = accepted.get('*');
  if (star !== undefined) return star;
  // identity is acceptable unless excluded, explicitly or through "*;q=0".
  return coding === 'identity' ? 1 : 0;
}

/**
 * Picks the encoding to answer with among those available: br, then gzip, then identity, skipping any the
 * client gave q=0. Returns undefined when nothing acceptable is available (the caller may then send identity
 * anyway, as RFC 9110 allows, rather than a 406).
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  const has = (coding: Encoding) => available.includes(coding);
  if (!header) return has('identity') ? 'identity' : undefined;
  const accepted = parseAcceptEncoding(header);
  for (const coding of allEncodings) {
    if (has(coding) && qualityOf(accepted, coding) > 0) return coding;
  }
  return undefined;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 requires for GET and HEAD). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}

function listFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function readSibling(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/**
 * Files a browser may render as a document when navigated to: HTML, and SVG and XML, which can carry scripts.
 * They get the document headers and a CSP; scripts, stylesheets, fonts, raster images and data only the asset
 * headers (headers.ts says why).
 */
const documentExtensions = new Set(['.html', '.svg', '.xml']);

/** The headers of a file that do not depend on its encoding. */
function commonHeadersFor(urlPath: string, extension: string, identity: Buffer): Record<string, string> {
  const cache = { 'Cache-Control': cacheControlFor(urlPath) };
  if (!documentExtensions.has(extension)) return { ...assetHeaders, ...cache };
  const csp = extension === '.html' ? prerenderedPageCsp(inlineScriptHashes(identity.toString('utf8'))) : baseCsp;
  return { ...documentHeaders, 'Content-Security-Policy': csp, ...cache };
}

/** One representation with every header it is sent with, computed once: a hit only picks an object. */
export function makeVariant(
  body: Buffer,
  commonHeaders: Readonly<Record<string, string>>,
  contentType: string,
  coding: Encoding,
): Variant {
  const etag = strongEtag(body);
  const headers: Record<string, string> = {
    ...commonHeaders,
    'Content-Type': contentType,
    'Content-Length': String(body.length),
    ETag: etag,
  };
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  const notModifiedHeaders = { ...commonHeaders, ETag: etag };
  const hsts = { 'Strict-Transport-Security': hstsValue };
  const overTls = { headers: { ...headers, ...hsts }, notModifiedHeaders: { ...notModifiedHeaders, ...hsts } };
  return { body, etag, headers, notModifiedHeaders, overTls };
}

/** Every encoding of a file worth sending: the stored compressed forms, or made here when postbuild did not run. */
function encodingsOf(absolute: string, identity: Buffer, compressible: boolean): Partial<Record<Encoding, Buffer>> {
  if (!compressible) return { identity };
  return {
    identity,
    br: readSibling(`${absolute}.br`) ?? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: readSibling(`${absolute}.gz`) ?? gzipSync(identity, { level: 9 }),
  };
}

/** Loads every file of build/client into memory, keyed by the URL path it answers at. */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  statSync(clientDir); // a missing build fails here with ENOENT and the path
  const files = new Map<string, StaticFile>();
  for (const absolute of listFiles(clientDir)) {
    const urlPath = urlPathFor(relative(clientDir, absolute));
    if (!urlPath) continue;
    const extension = extname(absolute);
    const identity = readFileSync(absolute);
    const contentType = mimeTypes[extension] ?? 'application/octet-stream';
    const compressible = compressibleExtensions.has(extension);
    const commonHeaders = commonHeadersFor(urlPath, extension, identity);
    if (compressible) commonHeaders['Vary'] = 'Accept-Encoding';

    const encoded = encodingsOf(absolute, identity, compressible);
    const variants = {} as Record<Encoding, Variant>;
    for (const coding of allEncodings) {
      const body = encoded[coding];
      // A compressed form that saves nothing is not worth the client's CPU.
      if (!body || (coding !== 'identity' && body.length >= identity.length)) continue;
      variants[coding] = makeVariant(body, commonHeaders, contentType, coding);
    }
    const available = allEncodings.filter((coding) => coding in variants);
    files.set(urlPath, { variants, commonHeaders, available, chosen: new Map() });
  }
  return files;
}

/**
 * The representation of a file to send for an Accept-Encoding header (identity when nothing else fits).
 * Memoised per file: browsers send a handful of distinct headers, so the hot path is one Map lookup.
 */
export function pickVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  const key = acceptEncoding ?? '';
  let variant = file.chosen.get(key);
  if (variant === undefined) {
    const coding = negotiateEncoding(acceptEncoding, file.available);
    variant = (coding && file.variants[coding]) || file.variants.identity;
    if (file.chosen.size < 64) file.chosen.set(key, variant);
  }
  return variant;
}

/**
 * Answers a request from a file held in memory: 304 when the client's ETag matches, else the best encoding it
 * accepts. Every header object was built at load (over TLS too): a hit copies nothing.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  tls: boolean,
  /** The request's X-Request-Id, when the caller has not set it on the response already. */
  requestId?: string,
  /** A kept not-found page is answered 404 (and never 304: validators apply to a 200). */
  status: 200 | 404 = 200,
): void {
  const variant = pickVariant(file, req.headers['accept-encoding']);
  const headers = tls ? variant.overTls : variant;
  const withId = (own: Readonly<Record<string, string>>) => (requestId ? { ...own, 'X-Request-Id': requestId } : own);
  if (status === 200 && etagMatches(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, withId(headers.notModifiedHeaders));
    res.end();
    return;
  }
  res.writeHead(status, withId(headers.headers));
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}
