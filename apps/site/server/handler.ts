import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TrustedProxies } from '../app/config.server.ts';
import { isSecureRequest } from '../app/platform/http/cookies.server.ts';
import { currentRequestId, requestIdFor, withRequestId } from '../app/platform/http/request-id.server.ts';
import { baseCsp, documentHeaders, embedsTradingView, hstsValue, nonceCsp } from './headers.ts';
import { logError } from './log.ts';
import type { Metrics } from './metrics.ts';
import type { PageCache } from './page-cache.ts';
import { type RenderGate, createRenderGate } from './render-gate.ts';
import { decorateResponse } from './ssr-response.ts';
import { sendFile, type StaticFile } from './static-files.ts';

/** What the handler knows of a request before React Router runs; main.ts adds the database and config (app/context.server.ts). */
export interface LoadContext {
  /** The CSP nonce of this response. */
  nonce: string;
  /** The socket's remote address; app/platform/http/client-ip.server.ts applies TRUST_PROXY to it. */
  clientIp: string;
}

const openRequests = new AsyncLocalStorage<LoadContext>();

/** The nonce and socket address the handler opened for the request being rendered. */
export function currentLoadContext(): LoadContext {
  const context = openRequests.getStore();
  if (!context) throw new Error('currentLoadContext() called outside a request');
  return context;
}

export interface HandlerOptions {
  /** build/client, from loadStaticFiles. */
  staticFiles: ReadonlyMap<string, StaticFile>;
  /** React Router's request listener (createRequestListener), run inside the request's load context. */
  render: RequestListener;
  /** /healthz: throws when the process cannot serve (liveness). */
  healthCheck: () => Promise<void>;
  /** /readyz: throws when this instance should get no traffic (database down, migrations pending, stopping); healthCheck when absent. */
  readyCheck?: () => Promise<void>;
  /** The reverse proxies (TRUST_PROXY) whose X-Forwarded-Proto is believed; none when undefined. */
  trustedProxies?: TrustedProxies;
  /** Database-backed pages kept per data version (page-cache.ts); without it they render every time. */
  pageCache?: PageCache;
  /** Request counts and latencies, and GET /metrics (metrics.ts); none when undefined. */
  metrics?: Metrics;
  /** The bound on renders, shared with the page cache's misses (render-gate.ts); its own when undefined. */
  renderGate?: RenderGate;
}

// The server's own answers (errors, redirects, /healthz) are documents a browser may display.
const plainHeaders = (type: string, length: number): Record<string, string> => ({
  ...documentHeaders,
  'Content-Security-Policy': baseCsp,
  'Content-Type': type,
  'Content-Length': String(length),
  'Cache-Control': 'no-store',
});

const errorPage = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
    '<body><h1>Something went wrong</h1><p>Sorry, we could not show this page. Please try again in a moment.</p>' +
    '<p><a href="/">Go to the home page</a></p></body></html>',
);

function sendPlain(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer): void {
  res.writeHead(status, plainHeaders(type, body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The socket's peer address, IPv4-mapped IPv6 (`::ffff:a.b.c.d`) written as IPv4. */
function socketAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * Why a request line or Host header is refused, or undefined. The app builds the request's URL from both;
 * an absolute (`http://evil.example/x`) or scheme-relative (`//evil.example/x`) target would set the
 * origin that the Origin check compares against, and a malformed Host cannot form a URL at all.
 */
export function requestLineProblem(target: string, host: string | undefined): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return 'the request target must be a path';
  if (host !== undefined && !validHost.test(host)) return 'malformed Host header';
  return undefined;
}

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const validHost = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** How much of a body the app did not read is drained after the response, so keep-alive can go on. */
const drainLimits = { bytes: 16 * 1024 * 1024, ms: 10_000 };

/**
 * When the app answers before reading the whole body (413 for an oversized form), the rest is read and
 * dropped so the client sees the answer and the connection stays usable; past 16 MB or 10 s the socket is
 * closed instead, so an endless body cannot hold the connection.
 */
function discardUnreadBodyAfterResponse(req: IncomingMessage, res: ServerResponse): void {
  // Without Content-Length or Transfer-Encoding a request has no body (RFC 9112 §6.3): nothing to drain, and
  // no listener to add on every page and asset hit.
  const length = req.headers['content-length'];
  if (req.headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) return;
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    let drained = 0;
    const stop = () => req.socket.destroy();
    const timer = setTimeout(stop, drainLimits.ms);
    timer.unref();
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > drainLimits.bytes) {
        clearTimeout(timer);
        stop();
      }
    });
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
    req.resume();
  });
}

const withHsts = (headers: Record<string, string>, tls: boolean) =>
  tls ? { ...headers, 'Strict-Transport-Security': hstsValue } : headers;

// Probes answer the same whatever the query string, are never cached and set no cookie (plainHeaders).
function serveHealth(req: IncomingMessage, res: ServerResponse, check: () => Promise<void>, what: string): void {
  check().then(
    () => sendPlain(req, res, 200, 'text/plain; charset=utf-8', Buffer.from('ok')),
    (error: unknown) => {
      logError(`${what} check failed`, error);
      sendPlain(
        req,
        res,
        503,
        'text/plain; charset=utf-8',
        Buffer.from(what === 'health' ? 'unavailable' : 'not ready'),
      );
    },
  );
}

/** Every route answers only these (forms post; nothing is put, patched or deleted over HTTP). */
const servedMethods = new Set(['GET', 'HEAD', 'POST']);
const allowHeader = [...servedMethods].join(', ');

/**
 * 405 for any other method, before React Router: it would log a PUT as a server error, and the Fetch API's
 * Request refuses TRACE and CONNECT outright, which ended as a 500.
 */
function refuseMethod(req: IncomingMessage, res: ServerResponse): void {
  const body = Buffer.from('Method not allowed.');
  res.writeHead(405, { ...plainHeaders('text/plain; charset=utf-8', body.length), Allow: allowHeader });
  res.end(body);
}

/** One URL per page: /about/ → /about. Leading slashes collapse, so no protocol-relative Location. */
function redirectTrailingSlash(res: ServerResponse, path: string, query: string): void {
  res.writeHead(301, {
    ...plainHeaders('text/plain; charset=utf-8', 0),
    Location: `/${path.replace(/^\/+|\/+$/g, '')}${query}`,
  });
  res.end();
}

function renderWithReactRouter(req: IncomingMessage, res: ServerResponse, render: RequestListener, tls: boolean): void {
  const nonce = randomBytes(16).toString('base64');
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const csp = nonceCsp(nonce, embedsTradingView(path));
  const headers = withHsts({ ...documentHeaders, 'Content-Security-Policy': csp }, tls);
  decorateResponse(req, res, { headers });
  const fail = (error: unknown) => {
    logError('request failed', error, { method: req.method, url: req.url });
    if (!res.headersSent) sendPlain(req, res, 500, 'text/html; charset=utf-8', errorPage);
    else res.destroy();
  };
  try {
    const result = openRequests.run({ nonce, clientIp: req.socket.remoteAddress ?? '' }, () =>
      render(req, res),
    ) as unknown;
    if (result instanceof Promise) result.catch(fail);
  } catch (error) {
    fail(error);
  }
}

const busyPage = Buffer.from('The server is busy. Please try again in a moment.');

/**
 * A render through the render gate: it waits its turn, or is answered 503 with Retry-After at once when the
 * queue is full. Its place is held until the response ends or the connection closes.
 */
function renderInTurn(
  req: IncomingMessage,
  res: ServerResponse,
  render: RequestListener,
  gate: RenderGate,
  tls: boolean,
): void {
  const admitted = gate.enter(() => {
    // A client that left while waiting gets no render.
    if (res.destroyed || req.socket.destroyed) return Promise.resolve();
    const ended = new Promise<void>((resolve) => res.once('close', resolve));
    renderWithReactRouter(req, res, render, tls);
    return ended;
  });
  if (!admitted) {
    res.writeHead(503, { ...plainHeaders('text/plain; charset=utf-8', busyPage.length), 'Retry-After': '1' });
    res.end(req.method === 'HEAD' ? undefined : busyPage);
  }
}

/** A page of the page cache; falls back to React Router when it cannot be kept. */
function serveCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  options: HandlerOptions,
  gate: RenderGate,
  path: string,
): void {
  const tls = isSecureRequest(req, undefined, options.trustedProxies);
  const url = req.url ?? path;
  const id = currentRequestId();
  const render = () => {
    if (id) res.setHeader('X-Request-Id', id);
    renderInTurn(req, res, options.render, gate, tls);
  };
  options.pageCache!.serve(req, res, url, path, tls, id).then(
    (served) => {
      if (!served) render();
    },
    (error: unknown) => {
      logError('page cache failed', error, { method: req.method, url });
      if (!res.headersSent) render();
    },
  );
}

/**
 * The request handler: static files from memory, /healthz, /readyz, /metrics, the page cache, then React
 * Router for the rest. Each request gets an id (X-Request-Id, and every log line written while serving it).
 */
export function createHandler(options: HandlerOptions): RequestListener {
  const { staticFiles, trustedProxies, metrics } = options;
  const route = routeRequest(options, options.renderGate ?? createRenderGate());
  return function handleRequest(req, res) {
    const id = requestIdFor(req.headers['x-request-id'], Boolean(trustedProxies?.trusts(socketAddress(req))));
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    const sound = !requestLineProblem(url, req.headers.host);
    const file = readOnly && sound ? staticFiles.get(path) : undefined;
    if (file !== undefined) {
      // The hot path (assets, prerendered pages) writes no log line: the id goes out with the file's own
      // headers in one writeHead, with no async context to open and no setHeader (which makes Node validate
      // every header of the response one by one).
      discardUnreadBodyAfterResponse(req, res);
      const started = metrics ? performance.now() : 0;
      sendFile(req, res, file, isSecureRequest(req, undefined, trustedProxies), id);
      metrics?.answered(req, res, path, started);
      return;
    }
    // A page of the page cache sends the id with its own headers too; serveCachedPage sets it if it falls back.
    const cached = readOnly && sound && options.pageCache?.handles(path) === true;
    if (!cached) res.setHeader('X-Request-Id', id);
    withRequestId(id, () => route(req, res));
  };
}

/** Everything but a static file: refusals, probes, /metrics, trailing slashes, the page cache, React Router. */
function routeRequest(options: HandlerOptions, gate: RenderGate): RequestListener {
  const { render, healthCheck, trustedProxies, pageCache, metrics } = options;
  return function handleRequest(req, res) {
    const url = req.url ?? '/';
    const refusal = requestLineProblem(url, req.headers.host);
    if (refusal) {
      sendPlain(req, res, 400, 'text/plain; charset=utf-8', Buffer.from(`Bad request: ${refusal}.`));
      return;
    }
    discardUnreadBodyAfterResponse(req, res);
    const queryStart = url.indexOf('?');
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    metrics?.observe(req, res, path);
    if (!servedMethods.has(req.method ?? '')) return refuseMethod(req, res);
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    if (readOnly) {
      if (path === '/healthz') return serveHealth(req, res, healthCheck, 'health');
      if (path === '/readyz') return serveHealth(req, res, options.readyCheck ?? healthCheck, 'readiness');
      if (path === '/metrics' && metrics) return metrics.serve(req, res);
      if (path.length > 1 && path.endsWith('/')) {
        return redirectTrailingSlash(res, path, queryStart === -1 ? '' : url.slice(queryStart));
      }
      if (pageCache?.handles(path)) return serveCachedPage(req, res, options, gate, path);
    }
    renderInTurn(req, res, render, gate, isSecureRequest(req, undefined, trustedProxies));
  };
}
