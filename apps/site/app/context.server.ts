import { RouterContextProvider, createContext } from 'react-router';
import { type Config, serverConfig } from './config.server';
import { logEvent } from './platform/http/log.server';
import { getDb } from './platform/db/db.server';
import type { Db } from './platform/db/types';

/**
 * What every loader and action gets: one typed value, read with `requestContext(context)`. The production
 * server builds it per request (server/main.ts through createRequestContext); the dev server and prerendering
 * have no server of ours in front, so the root middleware fills it there (ensureRequestContext).
 */
export interface RequestContext {
  db: Db;
  config: Config;
  /** The socket's peer address; clientIp() in app/platform/http applies TRUST_PROXY to it. '' when unknown. */
  clientIp: string;
  /** The CSP nonce of a server-rendered response ('' for pages kept by the page cache). */
  nonce: string;
  /** Security events, one JSON line each. */
  log: typeof logEvent;
}

const requestContextKey = createContext<RequestContext | null>(null);

/** React Router's context for one request, holding `values` (the production server's getLoadContext). */
export function createRequestContext(values: Omit<RequestContext, 'log'>): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContextKey, { ...values, log: logEvent });
  return context;
}

/** Whether a server or the middleware provided a request context (prerendering does not). */
export function hasRequestContext(context: Readonly<RouterContextProvider> | undefined): boolean {
  return Boolean(context?.get(requestContextKey));
}

/** The request's context; throws when no server or middleware provided one (a wiring mistake). */
export function requestContext(context: Readonly<RouterContextProvider>): RequestContext {
  const value = context.get(requestContextKey);
  if (!value) throw new Error('No request context: the server or ensureRequestContext must provide one');
  return value;
}

/**
 * Root middleware: outside the production server (`react-router dev`), provides the context from the
 * process's configuration and database. Prerendered pages read no request data and get none.
 */
export const ensureRequestContext = async (
  { context }: { context: Readonly<RouterContextProvider> },
  next: () => Promise<unknown>,
) => {
  if (import.meta.env.DEV && !context.get(requestContextKey)) {
    (context as RouterContextProvider).set(requestContextKey, {
      db: await getDb(),
      config: serverConfig(),
      clientIp: '',
      nonce: '',
      log: logEvent,
    });
  }
  return next();
};
