import type { IncomingMessage, ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TrustedProxies } from '../app/config.server.ts';
import { baseCsp, documentHeaders } from './headers.ts';
import { logError } from './log.ts';

/** What the metrics read at scrape time (each may be absent, e.g. in tests). */
export interface MetricSources {
  /** The label of a request path: a route pattern (`/secure/admin/brokers/:id`), never the raw path. */
  routeOf: (path: string) => string;
  /** Contact messages not yet delivered, and those among them whose last attempt failed (every instance's). */
  outbox?: () => Promise<{ pending: number; failing: number }>;
  /** Database connections in use and the pool's size (PostgreSQL; SQLite has one connection). */
  pool?: () => { active: number; max: number } | undefined;
  /** The client's address, TRUST_PROXY applied (the app's clientIp, from the server build's entry). */
  clientOf: (req: IncomingMessage) => string;
}

export interface Metrics {
  /** Starts timing a request; it is counted when its response ends. */
  observe(req: IncomingMessage, res: ServerResponse, path: string): void;
  /** GET /metrics: Prometheus text for allowed addresses, 404 for everyone else. */
  serve(req: IncomingMessage, res: ServerResponse): void;
}

// Latency buckets from a cached page (~1 ms) to a slow admin render.
const buckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function registerSourceGauges(registry: Registry, sources: MetricSources): void {
  const registers = [registry];
  // Read at scrape time (prom-client awaits collect()), so the values are never stale.
  new Gauge({
    name: 'contact_outbox_pending',
    help: 'Contact e-mails not yet delivered (all instances).',
    registers,
    async collect() {
      if (sources.outbox) this.set((await sources.outbox()).pending);
    },
  });
  new Gauge({
    name: 'contact_outbox_failing',
    help: 'Undelivered contact e-mails whose last attempt failed (all instances).',
    registers,
    async collect() {
      if (sources.outbox) this.set((await sources.outbox()).failing);
    },
  });
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
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its response.',
    labelNames,
    buckets,
    registers: [registry],
  });
  registerSourceGauges(registry, sources);
  const children = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> }
  >();

  return {
    observe(req, res, path) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        // Only the methods we serve, so a client cannot mint label values.
        const method = ['GET', 'HEAD', 'POST'].includes(req.method ?? '') ? req.method! : 'other';
        const route = sources.routeOf(path);
        const key = `${method} ${route} ${res.statusCode}`;
        // Children per label set, kept: the hot path (a static page) then costs two increments, no label hashing.
        let series = children.get(key);
        if (!series) {
          const labels = { method, route, status: String(res.statusCode) };
          series = { count: requests.labels(labels), time: duration.labels(labels) };
          children.set(key, series);
        }
        series.count.inc();
        series.time.observe(Number(process.hrtime.bigint() - started) / 1e9);
      });
    },
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
          res.end(req.method === 'HEAD' ? undefined : text);
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
