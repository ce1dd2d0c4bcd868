// The production server: `node server/main.ts` from apps/site (or `pnpm start`, which builds first when needed).
import { type IncomingMessage, createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { Db } from '../app/platform/db/types.ts';
import { type Config, exampleIdentityProblem, readConfig } from '../app/config.server.ts';
import { bakedCompany, bakedSignalPolicy } from './baked-policy.ts';
import { createHandler, currentLoadContext } from './handler.ts';
import { logInfo } from './log.ts';
import { type OutboxFigures, createMetrics } from './metrics.ts';
import { type CachedPages, cacheLimits, createPageCache } from './page-cache.ts';
import { createRenderGate } from './render-gate.ts';
import { metricRouteLabels, routePatterns } from './route-pattern.ts';
import { siteDir } from './paths.ts';
import { loadStaticFiles } from './static-files.ts';
import { gracefulShutdown } from './shutdown.ts';
import { readyMessage } from './supervisor.ts';
import { localUrl, nextSteps } from './next-steps.ts';

/** What app/entry.server.tsx exports besides the renderer. */
interface EntryExtras {
  /** Opens and migrates the database, seeds, starts background work; resolves the database. */
  bootstrap: () => Promise<Db>;
  closeDb: () => Promise<void>;
  /** Throws unless the database answers with every migration applied (/readyz). */
  checkReady?: (db: Db) => Promise<void>;
  /** React Router's context for one request (app/context.server.ts). */
  createRequestContext: (values: { db: Db; config: Config; clientIp: string; nonce: string }) => RouterContextProvider;
  /** Pages kept per data version (server/page-cache.ts). */
  cachedPages?: (db: Db) => CachedPages;
  /** The client's address with TRUST_PROXY applied (app/platform/http/client-ip.server.ts). */
  clientIp: (request: Request, peer: { clientIp: string }, proxies: Config['trustedProxies']) => string;
  /** Each kind of e-mail's backlog, failing rows, sends and failures (/metrics). */
  outboxMetrics?: (db: Db) => Promise<OutboxFigures[]>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let config: Config;
try {
  config = readConfig(undefined, siteDir);
} catch (error) {
  fail((error as Error).message);
}
// This server runs as production unless NODE_ENV says otherwise (below).
const identityProblem = exampleIdentityProblem(config, process.env.NODE_ENV ?? 'production', bakedCompany(config));
if (identityProblem) fail(identityProblem);
// React picks its production build from NODE_ENV when first imported, so nothing that imports React may load
// before this line (hence the dynamic imports below). A development React beside the production react-dom/server
// fails every render.
process.env.NODE_ENV ??= 'production';
const { createFetchListener } = await import('./request-listener.ts');
// The app reads its configuration from process.env (app/config.server.ts); hand it the database path resolved
// against apps/site, so the working directory does not matter.
process.env.DATABASE_URL = config.databaseUrl;

const buildFile = join(config.buildDir, 'server/index.js');
let build: ServerBuild;
try {
  build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
} catch (error) {
  fail(`Cannot load the server build at ${buildFile}: ${(error as Error).message}\nRun \`pnpm build\` first.`);
}
const entry = build.entry.module as unknown as EntryExtras;
// Prerendered pages state the signal policy they were built with; the admin enforces the running one.
const overclaimed = bakedSignalPolicy(config);
if (overclaimed.length > 0) {
  fail(
    `The build claims more than this server enforces: ${overclaimed.join('; ')}. Rebuild with the same SIGNALS_* values (pnpm start does).`,
  );
}

let staticFiles;
try {
  staticFiles = loadStaticFiles(join(config.buildDir, 'client'));
} catch (error) {
  fail(`Cannot load the client build: ${(error as Error).message}\nRun \`pnpm build\` first.`);
}

let db: Db;
try {
  db = await entry.bootstrap();
} catch (error) {
  fail(`Start-up failed: ${(error as Error).message}`);
}

// Database-backed pages (the broker directory) rendered once per data version, without a nonce, and
// then served like prerendered files. The render sees no cookies and no client address.
const { createRequestHandler } = await import('react-router');
const renderPage = createRequestHandler(build, 'production');
// One bound for every render, the page cache's misses included (render-gate.ts).
const renderGate = createRenderGate();
const pageCache = entry.cachedPages
  ? createPageCache(
      entry.cachedPages(db),
      (url) =>
        renderPage(
          new Request(new URL(url, 'http://localhost'), { headers: { accept: 'text/html' } }),
          entry.createRequestContext({ db, config, clientIp: '', nonce: '' }),
        ),
      cacheLimits,
      renderGate,
    )
  : undefined;

/** Just enough of a Request for clientIp: the X-Forwarded-For header. */
const requestHeadersOnly = (req: IncomingMessage) => {
  const forwarded = req.headers['x-forwarded-for'];
  return new Request('http://localhost/', {
    headers: forwarded ? { 'x-forwarded-for': Array.isArray(forwarded) ? forwarded.join(', ') : forwarded } : {},
  });
};

const routeOf = routePatterns(build.routes);
const metrics = createMetrics(
  {
    routeOf: metricRouteLabels((path) => staticFiles.has(path), routeOf),
    outbox: entry.outboxMetrics ? () => entry.outboxMetrics!(db) : undefined,
    pool: () => db.poolStats?.(),
    clientOf: (req) =>
      entry.clientIp(requestHeadersOnly(req), { clientIp: req.socket.remoteAddress ?? '' }, config.trustedProxies),
  },
  config.metricsAllow,
);

const handler = createHandler({
  metrics,
  pageCache,
  renderGate,
  staticFiles,
  render: createFetchListener((request) =>
    renderPage(request, entry.createRequestContext({ db, config, ...currentLoadContext() })),
  ),
  trustedProxies: config.trustedProxies,
  // Liveness: the event loop answered. The database is readiness's concern, so a database outage takes
  // instances out of rotation instead of having an orchestrator restart every one of them.
  async healthCheck() {},
  async readyCheck() {
    if (shutdown.stopping()) throw new Error('shutting down');
    if (entry.checkReady) await entry.checkReady(db);
    else await db.get('SELECT 1 AS ok');
  },
});

const server = createServer({ keepAliveTimeout: 5_000 }, handler);
const shutdown = gracefulShutdown({ server, graceMs: config.shutdownGraceMs, release: () => entry.closeDb() });

server.on('error', (error: NodeJS.ErrnoException) => {
  fail(
    error.code === 'EADDRINUSE'
      ? `Port ${config.port} on ${config.host} is already in use: stop the other server or set PORT.`
      : `Server error: ${error.message}`,
  );
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = localUrl(config.host, port);
  logInfo('listening', { url, host: config.host, port, files: staticFiles.size });
  // A person at a terminal gets the address and the next steps in words; log collectors keep JSON lines only.
  // Under `pnpm start` the supervisor's parent prints them, whatever the output is.
  if (process.stdout.isTTY && !process.send) console.log(nextSteps(url, config));
  process.send?.(readyMessage);
});

process.on('SIGTERM', () => shutdown.begin('SIGTERM'));
process.on('SIGINT', () => shutdown.begin('SIGINT'));
// Under the supervisor (pnpm start): if it dies (kill -9), stop too rather than run on unsupervised.
process.on('disconnect', () => shutdown.begin('supervisor gone'));
