import { once } from 'node:events';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAddressList, parseTrustProxy } from '../app/config.server.ts';
import { clientIp } from '../app/platform/http/client-ip.server.ts';
import { createHandler } from './handler.ts';
import { createMetrics } from './metrics.ts';
import { pageFile } from './page-cache.ts';
import type { StaticFile } from './static-files.ts';
import { metricRouteLabels, routePatterns } from './route-pattern.ts';

type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** A handler with metrics (allowed to `allow`) whose React Router stand-in answers 200, or throws on /boom. */
async function start(
  allow: string,
  trustProxy?: string,
  staticFiles: ReadonlyMap<string, StaticFile> = new Map(),
): Promise<(path: string, headers?: Record<string, string>) => Promise<Reply>> {
  const metrics = createMetrics(
    {
      routeOf: (path) => (path.startsWith('/secure/admin/brokers/') ? '/secure/admin/brokers/:id' : path),
      outbox: async () => [
        { kind: 'contact', backlog: 3, failing: 1, sent: 7, failed: 2 },
        { kind: 'invitation', backlog: 0, failing: 0, sent: 1, failed: 0 },
      ],
      pool: () => ({ active: 2, max: 10 }),
      clientOf: (req) =>
        clientIp(
          new Request('http://x/', {
            headers: req.headers['x-forwarded-for']
              ? { 'x-forwarded-for': String(req.headers['x-forwarded-for']) }
              : {},
          }),
          { clientIp: req.socket.remoteAddress ?? '' },
          parseTrustProxy(trustProxy) ?? parseAddressList('192.0.2.1/32'),
        ),
    },
    parseAddressList(allow),
  );
  const handler = createHandler({
    staticFiles,
    healthCheck: async () => {},
    metrics,
    trustedProxies: parseTrustProxy(trustProxy),
    render(req, res) {
      if (req.url === '/boom') throw new Error('render failed');
      res.writeHead(200, ['Content-Type', 'text/plain']);
      res.end('page');
    },
  });
  server = createServer(handler).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return (path, headers = {}) =>
    new Promise((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
        .on('error', reject)
        .end();
    });
}

describe('/metrics', () => {
  it('counts requests by method, route pattern and status, with latencies, the outbox by kind and the pool', async () => {
    const get = await start('loopback');
    await get('/secure/admin/brokers/abc');
    await get('/secure/admin/brokers/def');
    const reply = await get('/metrics?anything=1');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('text/plain');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['set-cookie']).toBeUndefined();
    expect(reply.body).toContain('http_requests_total{method="GET",route="/secure/admin/brokers/:id",status="200"} 2');
    expect(reply.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/secure\/admin\/brokers\/:id",status="200"\} 2/,
    );
    expect(reply.body).toContain('outbox_backlog{kind="contact"} 3');
    expect(reply.body).toContain('outbox_failing{kind="contact"} 1');
    expect(reply.body).toContain('outbox_sent_total{kind="contact"} 7');
    expect(reply.body).toContain('outbox_failed_total{kind="contact"} 2');
    expect(reply.body).toContain('outbox_backlog{kind="invitation"} 0');
    expect(reply.body).toContain('outbox_sent_total{kind="invitation"} 1');
    expect(reply.body).toContain('db_pool_connections_active 2');
    expect(reply.body).toContain('process_cpu_user_seconds_total');
  });

  it('is 404 to addresses outside METRICS_ALLOW, and a forwarded address counts only through a trusted proxy', async () => {
    const outside = await start('10.0.0.0/8');
    expect((await outside('/metrics')).status).toBe(404);
    // Not a trusted proxy: its X-Forwarded-For is a claim.
    expect((await outside('/metrics', { 'X-Forwarded-For': '10.1.2.3' })).status).toBe(404);
    server?.close();

    // Behind a trusted proxy on loopback, the public client it forwards is refused even though the socket is loopback.
    const proxied = await start('loopback', 'loopback');
    expect((await proxied('/metrics', { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(404);
    expect((await proxied('/metrics')).status).toBe(200);
  });
});

describe('request ids', () => {
  it('returns one per response and writes it on the log lines of that request', async () => {
    const get = await start('loopback');
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => (lines.push(String(line)), true));
    const one = await get('/boom');
    const two = await get('/page');
    expect(one.status).toBe(500);
    expect(one.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.headers['x-request-id']).not.toBe(one.headers['x-request-id']);
    const record = JSON.parse(lines.find((line) => line.includes('request failed'))!);
    expect(record.requestId).toBe(one.headers['x-request-id']);
  });

  it('go out with static files too, 304s included, and the files are counted', async () => {
    const get = await start('loopback', undefined, new Map([['/asset.js', await pageFile('x', 'no-cache')]]));
    const first = await get('/asset.js');
    expect(first.status).toBe(200);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const again = await get('/asset.js', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const metrics = await get('/metrics');
    expect(metrics.body).toContain('http_requests_total{method="GET",route="/asset.js",status="200"} 1');
    expect(metrics.body).toContain('http_requests_total{method="GET",route="/asset.js",status="304"} 1');
  });

  it("keeps a trusted proxy's id and ignores anyone else's", async () => {
    const direct = await start('loopback');
    expect((await direct('/page', { 'X-Request-Id': 'proxy-id-12345' })).headers['x-request-id']).not.toBe(
      'proxy-id-12345',
    );
    server?.close();
    const proxied = await start('loopback', 'loopback');
    expect((await proxied('/page', { 'X-Request-Id': 'proxy-id-12345' })).headers['x-request-id']).toBe(
      'proxy-id-12345',
    );
    expect((await proxied('/page', { 'X-Request-Id': 'bad\tid with spaces' })).headers['x-request-id']).not.toContain(
      ' ',
    );
  });
});

describe('route patterns', () => {
  it('label a path by the route it renders, and paths no route takes as unmatched', async () => {
    const routeOf = routePatterns({
      root: { id: 'root', path: '' },
      admin: { id: 'admin', parentId: 'root', path: 'secure/admin' },
      broker: { id: 'broker', parentId: 'admin', path: 'brokers/:id' },
      home: { id: 'home', parentId: 'root', index: true },
      missing: { id: 'missing', parentId: 'root', path: '*' },
    });
    expect(routeOf('/secure/admin/brokers/42')).toBe('/secure/admin/brokers/:id');
    expect(routeOf('/')).toBe('/');
    expect(routeOf('/no/such/page')).toBe('unmatched');
  });
});

describe('route patterns beside React Router', () => {
  it('pick the route React Router picks: static over dynamic, an index over its layout, the catch-all last', async () => {
    const { matchRoutes } = await import('react-router');
    const manifest = {
      root: { id: 'root', path: '' },
      home: { id: 'home', parentId: 'root', index: true },
      shell: { id: 'shell', parentId: 'root' },
      glossary: { id: 'glossary', parentId: 'shell', path: 'glossary' },
      term: { id: 'term', parentId: 'shell', path: 'glossary/:slug' },
      compare: { id: 'compare', parentId: 'shell', path: 'ib-partners/compare' },
      best: { id: 'best', parentId: 'shell', path: 'ib-partners/best/:list' },
      broker: { id: 'broker', parentId: 'shell', path: 'ib-partners/:slug' },
      certificates: { id: 'certificates', parentId: 'shell', path: 'certificates' },
      verify: { id: 'verify', parentId: 'certificates', path: 'verify' },
      certificate: { id: 'certificate', parentId: 'certificates', path: ':id' },
      withdraw: { id: 'withdraw', parentId: 'certificates', path: ':id/withdraw' },
      admin: { id: 'admin', parentId: 'root', path: 'secure/admin' },
      adminHome: { id: 'adminHome', parentId: 'admin', index: true },
      adminBroker: { id: 'adminBroker', parentId: 'admin', path: 'brokers/:id' },
      missing: { id: 'missing', parentId: 'root', path: '*' },
    };
    const tree = (parentId?: string): object[] =>
      Object.values(manifest)
        .filter((route) => ('parentId' in route ? route.parentId : undefined) === parentId)
        .map((route) => ({ ...route, children: tree(route.id) }));
    const reference = (path: string) => {
      const matches = matchRoutes(tree() as never, path) as { route: { path?: string } }[] | null;
      if (!matches || matches.at(-1)!.route.path === '*') return 'unmatched';
      return `/${matches
        .map((match) => match.route.path ?? '')
        .filter(Boolean)
        .join('/')}`;
    };
    const routeOf = routePatterns(manifest);
    for (const path of [
      '/',
      '/glossary',
      '/glossary/',
      '/Glossary/Margin-Call',
      '/glossary/margin-call',
      '/glossary/margin-call/more',
      '/ib-partners/compare',
      '/ib-partners/best/forex',
      '/ib-partners/atlas',
      '/certificates',
      '/certificates/verify',
      '/certificates/SjFsaMusydBV-Ov9e11YZQ',
      '/certificates/SjFsaMusydBV-Ov9e11YZQ/withdraw',
      '/secure/admin',
      '/secure/admin/brokers/42',
      '/secure/admin/brokers',
      '/no/such/page',
      '/%E2%82%AC',
      '/glossary/%ZZ',
    ]) {
      expect(routeOf(path), path).toBe(reference(path));
    }
  });
});

describe('metric route labels', () => {
  it('come from a fixed set: a made-up broker slug is labelled by its route, never by its path', async () => {
    const routeOf = routePatterns({
      root: { id: 'root', path: '' },
      directory: { id: 'directory', parentId: 'root', path: 'ib-partners' },
      broker: { id: 'broker', parentId: 'root', path: 'ib-partners/:slug' },
      missing: { id: 'missing', parentId: 'root', path: '*' },
    });
    const files = new Set(['/about', '/favicon.ico']);
    const label = metricRouteLabels((path) => files.has(path), routeOf);
    const labels = new Set<string>();
    for (let index = 0; index < 500; index++) labels.add(label(`/ib-partners/made-up-${index}`));
    expect([...labels]).toEqual(['/ib-partners/:slug']);
    expect(label('/ib-partners')).toBe('/ib-partners');
    expect(label('/assets/entry-abc123.js')).toBe('/assets/*');
    expect(label('/about')).toBe('/about');
    expect(label('/healthz')).toBe('/healthz');
    expect(label('/no/such/page')).toBe('unmatched');
  });
});
