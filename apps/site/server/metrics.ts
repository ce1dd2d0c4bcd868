import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { TrustedProxies } from '../app/config.server.ts';
import { baseCsp, documentHeaders } from './headers.ts';
import { logError } from './log.ts';
import { createRequestTally } from './request-tally.ts';

/** One kind of e-mail of the outbox: rows waiting and failing (every instance's), sent and failed by this process. */
export interface OutboxFigures {
  kind: string;
  backlog: number;
  failing: number;
  sent: number;
  failed: number;
}

/** What the metrics read at scrape time (each may be absent, e.g. in tests). */
export interface MetricSources {
  /** The label of a request path: a route pattern (`/secure/admin/brokers/:id`), never the raw path. */
  routeOf: (path: string) => string;
  /** Each kind of e-mail of the outbox (contact, webinar, invitation …). */
  outbox?: () => Promise<OutboxFigures[]>;
  /** Database connections in use and the pool's size (PostgreSQL; SQLite has one connection). */
  pool?: () => { active: number; max: number } | undefined;
  /** The client's address, TRUST_PROXY applied (the app's clientIp, from the server build's entry). */
  clientOf: (req: IncomingMessage) => string;
}

export interface Metrics {
  /** Starts timing a request; it is counted when its response ends. */
  observe(req: IncomingMessage, res: ServerResponse, path: string): void;
  /**
   * Counts a request answered synchronously (a file from memory: writeHead and end already called), timed
   * from `startedMs` (performance.now()). No listener on the response: this is the hot path.
   */
  answered(req: IncomingMessage, res: ServerResponse, path: string, startedMs: number): void;
  /** GET /metrics: Prometheus text for allowed addresses, 404 for everyone else. */
  serve(req: IncomingMessage, res: ServerResponse): void;
}

// Latency buckets from a cached page (~1 ms) to a slow admin render.
const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function registerSourceGauges(registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  // Read at scrape time (prom-client awaits collect()), so the values are never stale.
  // The four outbox metrics read one set of figures per scrape, shared while it is being read.
  let reading: Promise<OutboxFigures[]> | undefined;
  const outbox = () => {
    if (!sources.outbox) return Promise.resolve([]);
    reading ??= sources.outbox().finally(() => (reading = undefined));
    return reading;
  };
  const perKind = { labelNames: ['kind'] as const, registers };
  new Gauge({
    name: 'outbox_backlog',
    help: 'E-mails of the outbox not yet delivered, by kind (all instances).',
    ...perKind,
    async collect() {
      for (const figures of await outbox()) this.set({ kind: figures.kind }, figures.backlog);
    },
  });
  new Gauge({
    name: 'outbox_failing',
    help: 'Undelivered e-mails whose last attempt failed, by kind (all instances).',
    ...perKind,
    async collect() {
      for (const figures of await outbox()) this.set({ kind: figures.kind }, figures.failing);
    },
  });
  // Counted by the process that sends (prom-client's counters take only increments: each scrape sets the total).
  const processCounter = (name: string, help: string, figure: 'sent' | 'failed') =>
    new Counter({
      name,
      help,
      ...perKind,
      async collect() {
        const all = await outbox();
        this.reset();
        for (const figures of all) this.inc({ kind: figures.kind }, figures[figure]);
      },
    });
  processCounter('outbox_sent_total', 'E-mails of the outbox this instance delivered, by kind.', 'sent');
  processCounter(
    'outbox_failed_total',
    'Delivery attempts of the outbox that failed on this instance, by kind.',
    'failed',
  );
  new Gauge({
    name: 'db_pool_connections_active',
    help: 'Database connections running a query (PostgreSQL).',
    registers,
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(pool.active);
    },
  });
  new Gauge({
    name: 'db_pool_connections_max',
    help: 'Size of the database connection pool (PostgreSQL).',
    registers,
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(pool.max);
    },
  });
}

/** The registry with request counts and latencies by route and status, the outbox, the pool and the process. */
export function createMetrics(sources: MetricSources, allow: TrustedProxies): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = createRequestTally({
    counter: { name: 'http_requests_total', help: 'HTTP requests answered.' },
    histogram: { name: 'http_request_duration_seconds', help: 'Time from the request to the end of its response.' },
    buckets,
  });
  registerSourceGauges(registry, sources);
  const count = (req: IncomingMessage, res: ServerResponse, path: string, startedMs: number) => {
    // Only the methods we serve, so a client cannot mint label values.
    const method = req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST' ? req.method : 'other';
    requests.record(method, sources.routeOf(path), res.statusCode, (performance.now() - startedMs) / 1000);
  };

  return {
    observe(req, res, path) {
      const started = performance.now();
      res.once('finish', () => count(req, res, path, started));
    },
    answered: count,
    serve(req, res) {
      const client = sources.clientOf(req);
      const headers = { ...documentHeaders, 'Content-Security-Policy': baseCsp, 'Cache-Control': 'no-store' };
      if (!allow.trusts(client)) {
        res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found');
        return;
      }
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { ...headers, 'Content-Type': registry.contentType });
          res.end(req.method === 'HEAD' ? undefined : `${text.trimEnd()}\n${requests.text()}`);
        },
        (error: unknown) => {
          logError('metrics failed', error);
          res.writeHead(500, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('metrics unavailable');
        },
      );
    },
  };
}
