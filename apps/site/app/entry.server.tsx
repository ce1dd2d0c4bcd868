import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { validateContent } from './content/validate-content.server';
import { createHydrateAfterLoadStream } from './lib/hydrate-after-load.server';
import { logEvent } from './platform/http/log.server';
import { currentRequestId } from './platform/http/request-id.server';
import { NonceContext } from './lib/nonce';
import { hasRequestContext, requestContext } from './context.server';
import { brokerCachedPages } from './features/brokers/broker-page-versions.server';
import { assembleCachedPages } from './platform/page-cache/cached-pages.server';
import type { Db } from './platform/db/types';
import { signalCachedPages } from './features/signals/signal-page-versions.server';
import { toolCachedPages } from './features/tools/tool-page-versions.server';
import { webinarCachedPages } from './features/webinars/webinar-page-versions.server';
import { certificateCachedPages } from './features/courses/certificate-page-versions.server';

// Content ships to the browser unparsed; its schemas run here, whenever the server build loads:
// `react-router build` loads it to prerender (a broken content module fails the build before any page is
// written), the dev server on its first request and the production server at start (server/main.ts).
validateContent();

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Prerendering has no request context; a server-rendered page has its nonce there.
  const nonce = hasRequestContext(loadContext) ? requestContext(loadContext).nonce || undefined : undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and prerendering get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          // Production pages ask for their scripts after the load event (lib/hydrate-after-load.server.ts);
          // the dev server keeps Vite's own script tags.
          const body = import.meta.env.DEV ? new PassThrough() : createHydrateAfterLoadStream();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logServerError('render failed', error, request);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** One JSON line per server error (visitors get the generic error page; the details stay in the log). */
function logServerError(message: string, error: unknown, request: Request): void {
  const detail =
    error instanceof Error
      ? { name: error.name, message: error.message, stack: error.stack }
      : { message: String(error) };
  const url = new URL(request.url);
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), requestId: currentRequestId(), level: 'error', msg: message, method: request.method, url: url.pathname + url.search, error: detail })}\n`,
  );
}

/** React Router calls this for errors in loaders, actions and rendering; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // React Router refuses a POST whose Origin is another site (400) before any action runs: that is a
  // CSRF rejection, logged as one like those of app/platform/http/origin.server.ts, not as a server error.
  if (error instanceof Error && error.message.includes('does not match `origin` header')) {
    logEvent('csrf.rejected', {
      reason: `origin ${request.headers.get('origin') ?? ''}`,
      method: request.method,
      path: new URL(request.url).pathname,
    });
    return;
  }
  logServerError('request failed', error, request);
};

// The production server calls this before it listens (server/main.ts reads it from the build's entry module).
// outboxMetrics: each kind of e-mail's backlog and counts, for the production server's /metrics.
export { bootstrap, checkReady, closeDb, outboxMetrics } from './lib/bootstrap.server';
// The production server builds each request's context with this (keys must come from the build's own modules).
export { createRequestContext } from './context.server';
// The client's address (TRUST_PROXY applied), for the production server's /metrics allow-list.
export { clientIp } from './platform/http/client-ip.server';
// Pages the production server keeps per data version (server/page-cache.ts).
/** Every page kept per data version (the broker, signal and webinar pages) or per query (the calculators): a
 * feature with cached pages exports one declaration, listed here once. */
export function cachedPages(db: Db) {
  return assembleCachedPages(db, [
    brokerCachedPages,
    signalCachedPages,
    webinarCachedPages,
    toolCachedPages,
    certificateCachedPages,
  ]);
}
