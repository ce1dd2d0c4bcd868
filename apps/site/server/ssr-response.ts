import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants as zlib, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { negotiateEncoding, type Encoding } from './static-files.ts';

const compressibleType = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const onTheFly: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** What to add to a server-rendered response before it leaves. */
export interface ResponseDecoration {
  /** Headers that replace whatever the app set (security headers, the nonce CSP, HSTS). */
  headers: Readonly<Record<string, string>>;
}

function toHeaderObject(args: unknown[]): OutgoingHttpHeaders {
  // writeHead(status, headers) or writeHead(status, statusMessage, headers); headers as an object or a flat
  // [name, value, name, value] array (node-fetch-server, behind createRequestListener, sends the array).
  const raw = typeof args[0] === 'string' ? args[1] : args[0];
  const headers: OutgoingHttpHeaders = {};
  const add = (name: string, value: string | number | readonly string[] | undefined) => {
    if (value === undefined) return;
    const key = name.toLowerCase();
    const existing = headers[key];
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    if (existing === undefined) headers[key] = values.length === 1 ? values[0] : values;
    else headers[key] = [...(Array.isArray(existing) ? existing : [String(existing)]), ...values];
  };
  if (Array.isArray(raw)) {
    for (let i = 0; i + 1 < raw.length; i += 2) add(String(raw[i]), raw[i + 1] as string);
  } else if (raw && typeof raw === 'object') {
    for (const [name, value] of Object.entries(raw as OutgoingHttpHeaders)) add(name, value);
  }
  return headers;
}

function headerText(value: OutgoingHttpHeaders[string]): string {
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
}

/**
 * Adds security headers to a response written by React Router's request listener and compresses its body on
 * the fly (br or gzip by Accept-Encoding) unless it is already encoded. createRequestListener writes straight
 * to the Node response (writeHead, write, end), so this patches those three methods on this one response.
 */
export function decorateResponse(req: IncomingMessage, res: ServerResponse, decoration: ResponseDecoration): void {
  const writeHead = res.writeHead;
  // The originals, bound: once compression starts, res.write and res.end feed the compressor instead.
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => void;

  res.writeHead = function patchedWriteHead(this: ServerResponse, status: number, ...args: unknown[]) {
    const headers = toHeaderObject(args);
    for (const [name, value] of Object.entries(decoration.headers)) {
      const key = name.toLowerCase();
      // A route may tighten the referrer policy (/go/:id sends no-referrer on its redirect to a broker).
      if (key === 'referrer-policy' && headers[key] !== undefined) continue;
      headers[key] = value;
    }

    const coding =
      req.method === 'HEAD' || status === 204 || status === 304 || headers['content-encoding'] !== undefined
        ? undefined
        : compressibleType.test(headerText(headers['content-type']))
          ? negotiateEncoding(req.headers['accept-encoding'], onTheFly)
          : undefined;
    if (coding === 'br' || coding === 'gzip') {
      delete headers['content-length'];
      headers['content-encoding'] = coding;
      const vary = headerText(headers['vary']);
      if (!/accept-encoding/i.test(vary)) headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
      pipeThroughCompressor(res, coding, write, end);
    } else if (headers['content-encoding'] === undefined && headers['content-type'] !== undefined) {
      const vary = headerText(headers['vary']);
      // The same URL may be compressed for another client: caches must key on Accept-Encoding.
      if (compressibleType.test(headerText(headers['content-type'])) && !/accept-encoding/i.test(vary)) {
        headers['vary'] = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
      }
    }
    return writeHead.call(this, status, headers);
  } as ServerResponse['writeHead'];
}

function pipeThroughCompressor(
  res: ServerResponse,
  coding: 'br' | 'gzip',
  write: (chunk: Buffer) => boolean,
  end: () => void,
): void {
  // Per-request compression trades ratio for latency: brotli 4 is close to gzip 6 in speed and smaller.
  const compressor: BrotliCompress | Gzip =
    coding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
  const flushKind = coding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH;
  let flushScheduled = false;
  compressor.on('data', (chunk: Buffer) => write(chunk));
  compressor.on('end', () => end());
  compressor.on('error', () => res.destroy());
  // A writer that honours backpressure (node-fetch-server does) waits for the response's 'drain' when write()
  // returns false; that false came from the compressor, so its 'drain' is the one to pass on. Without this a
  // page larger than the compressor's buffer never finished (the admin dashboard with ten brokers hung).
  compressor.on('drain', () => res.emit('drain'));
  res.on('close', () => compressor.destroy());

  // React streams the page as it renders (Suspense): flush what arrived in this tick so the browser can
  // start on the shell instead of waiting for the whole document.
  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!compressor.destroyed && !compressor.writableEnded) compressor.flush(flushKind);
    });
  };

  res.write = function compressedWrite(chunk: unknown, ...rest: unknown[]) {
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
    const accepted = compressor.write(
      typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Uint8Array),
      callback,
    );
    scheduleFlush();
    return accepted;
  } as ServerResponse['write'];

  res.end = function compressedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) res.once('finish', callback);
    if (chunk !== undefined && typeof chunk !== 'function') {
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined;
      compressor.write(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Uint8Array));
    }
    compressor.end();
    return this;
  } as ServerResponse['end'];
}
