import type { RequestListener } from 'node:http';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { logError } from './log.ts';

/**
 * A fetch-style handler (React Router's) behind Node's http server, through `@remix-run/node-fetch-server`
 * rather than the `@mjackson/node-fetch-server` 0.2 that `@react-router/node` bundles: 0.2 kept enqueueing
 * request chunks into a body stream the app had cancelled (a 413 for an oversized body), and the resulting
 * ERR_INVALID_STATE was thrown from a socket event, outside any request, and ended the process
 * (docs/decisions/012-request-adapter.md).
 */
export function createFetchListener(handle: (request: Request) => Promise<Response>): RequestListener {
  return createRequestListener((request: Request) => handle(request), {
    onError(error: unknown) {
      logError('request failed', error);
      return new Response('Internal Server Error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    },
  }) as RequestListener;
}
