import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy } from '../app/config.server.ts';
import { createHandler, currentLoadContext } from './handler.ts';
import { createRenderGate } from './render-gate.ts';
import { loadStaticFiles } from './static-files.ts';

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let origin: string;
let dir: string;
let failHealth = false;
const seenNonces: string[] = [];

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'upm-handler-'));
  mkdirSync(join(dir, 'about'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!DOCTYPE html><h1>Home</h1>${'<p>x</p>'.repeat(40)}<script>1</script>`);
  writeFileSync(join(dir, 'about/index.html'), `<!DOCTYPE html><h1>About</h1>${'<p>y</p>'.repeat(40)}`);
  writeFileSync(join(dir, 'assets/app-abc.js'), 'export const answer = 42;\n'.repeat(50));

  const handler = createHandler({
    staticFiles: loadStaticFiles(dir),
    healthCheck: async () => {
      if (failHealth) throw new Error('database is down');
    },
    // Stands in for React Router: writes the way createRequestListener does (raw header array, chunks, end).
    render(req, res) {
      const { nonce } = currentLoadContext();
      seenNonces.push(nonce);
      if (req.url === '/boom') throw new Error('secret stack detail');
      res.writeHead(req.url === '/ssr' ? 200 : 404, ['Content-Type', 'text/html; charset=utf-8']);
      res.write(`<!DOCTYPE html><script nonce="${nonce}">1</script>`);
      res.write('<p>rendered on the server</p>'.repeat(30));
      res.end();
    },
  });
  server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('answers a prerendered page at its path, brotli when accepted', async () => {
    const reply = await get('/about', { 'Accept-Encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(reply.headers['vary']).toBe('Accept-Encoding');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match and nothing to HEAD', async () => {
    const first = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip' });
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(first.body).toString()).toContain('answer = 42');
    const etag = first.headers['etag']!;

    const revalidated = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['etag']).toBe(etag);

    // Another encoding is another representation: the gzip tag does not validate the identity bytes.
    const other = await get('/assets/app-abc.js', { 'If-None-Match': etag });
    expect(other.status).toBe(200);

    const head = await get('/assets/app-abc.js', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });

  it('sends the document headers with a page and only the asset headers with a script', async () => {
    const documentOnly = [
      'content-security-policy',
      'permissions-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
    ];
    const page = await get('/about', { 'Accept-Encoding': 'br' });
    for (const name of documentOnly) expect(page.headers[name], name).toBeTruthy();
    const asset = await get('/assets/app-abc.js', { 'Accept-Encoding': 'br' });
    for (const name of documentOnly) expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['vary']).toBe('Accept-Encoding');
    expect(asset.headers['content-length']).toBe(String(asset.body.length));
    expect(asset.headers['etag']).toMatch(/^"[\w-]+"$/);
  });

  it('redirects a trailing slash without becoming an open redirect', async () => {
    expect((await get('/about/?a=1')).headers['location']).toBe('/about?a=1');
    // A scheme-relative request line is refused outright rather than redirected (a redirect there would be an open one).
    expect((await get('//evil.example/')).status).toBe(400);
  });
});

describe('server-rendered responses', () => {
  it('get a fresh nonce in the CSP and the load context, and are compressed on the fly', async () => {
    const reply = await get('/ssr', { 'Accept-Encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-length']).toBeUndefined();
    const html = gunzipSync(reply.body).toString();
    const nonce = seenNonces.at(-1)!;
    expect(html).toContain(`nonce="${nonce}"`);
    expect(reply.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

    await get('/ssr');
    expect(seenNonces.at(-1)).not.toBe(nonce);
  });

  it('keep their status and send identity when nothing else is accepted', async () => {
    const reply = await get('/missing', { 'Accept-Encoding': 'identity' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toContain('rendered on the server');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answer a crash with a plain 500 page and log the details as one JSON line', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const reply = await get('/boom');
    const logged = write.mock.calls.map(([line]) => String(line)).join('');
    write.mockRestore();
    expect(reply.status).toBe(500);
    expect(reply.body.toString()).toContain('Something went wrong');
    expect(reply.body.toString()).not.toContain('secret stack detail');
    const record = JSON.parse(logged.trim().split('\n').at(-1)!);
    expect(record).toMatchObject({ level: 'error', url: '/boom', error: { message: 'secret stack detail' } });
  });
});

describe('methods no route serves', () => {
  it('answer 405 with Allow before any render, and log nothing', async () => {
    const rendered = seenNonces.length;
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const replies = [];
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) replies.push(await get('/ssr', {}, method));
    // The static-file path too: a PUT to a prerendered page is no GET.
    replies.push(await get('/about', {}, 'PUT'));
    const logged = write.mock.calls.length;
    write.mockRestore();
    for (const reply of replies) {
      expect(reply.status).toBe(405);
      expect(reply.headers['allow']).toBe('GET, HEAD, POST');
    }
    expect(logged).toBe(0);
    expect(seenNonces.length).toBe(rendered);
  });
});

describe('the render bound', () => {
  it('answers renders past the queue with 503 and Retry-After, while files from memory are served at once', async () => {
    const waiting: (() => void)[] = [];
    const renderGate = createRenderGate({ running: 1, waiting: 1, share: 1, burstMs: 1_000 });
    const handler = createHandler({
      staticFiles: loadStaticFiles(dir),
      healthCheck: async () => {},
      renderGate,
      // A render that ends only when the test lets it.
      render: (_req, res) => waiting.push(() => res.end('rendered')),
    });
    const gated = createServer(handler).listen(0, '127.0.0.1');
    await once(gated, 'listening');
    const saved = origin;
    origin = `http://127.0.0.1:${(gated.address() as AddressInfo).port}`;
    try {
      const running = get('/tools/position-size?balance=1');
      await vi.waitFor(() => expect(waiting).toHaveLength(1));
      const queued = get('/tools/position-size?balance=2');
      await vi.waitFor(() => expect(renderGate.stats().waiting).toBe(1));
      const refused = await get('/tools/position-size?balance=3');
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await get('/about')).status).toBe(200);
      waiting.shift()!();
      expect((await running).body.toString()).toBe('rendered');
      await vi.waitFor(() => expect(waiting).toHaveLength(1));
      waiting.shift()!();
      expect((await queued).status).toBe(200);
    } finally {
      origin = saved;
      gated.close();
    }
  });
});

describe('/healthz', () => {
  it('answers ok, or 503 when the database check fails', async () => {
    const ok = await get('/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe('ok');

    failHealth = true;
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const down = await get('/healthz');
    write.mockRestore();
    failHealth = false;
    expect(down.status).toBe(503);
    expect(down.body.toString()).not.toContain('database is down');
  });
});

describe('/readyz', () => {
  it('answers whatever the query string, uncached and without cookies, and 503 when not ready', async () => {
    const ok = await get('/readyz?flood=1');
    expect(ok.status).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.headers['set-cookie']).toBeUndefined();

    failHealth = true;
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const down = await get('/readyz');
    write.mockRestore();
    failHealth = false;
    expect(down.status).toBe(503);
    expect(down.body.toString()).toBe('not ready');
  });
});

describe('X-Forwarded-Proto', () => {
  /** A handler behind the given proxies; answers whether the response carried HSTS. */
  async function hstsFor(trustProxy: string | undefined, headers: Record<string, string>): Promise<boolean> {
    const handler = createHandler({
      staticFiles: loadStaticFiles(dir),
      trustedProxies: parseTrustProxy(trustProxy),
      healthCheck: async () => {},
      render: (_req, res) => res.end('x'),
    });
    const proxied = createServer(handler);
    proxied.listen(0, '127.0.0.1');
    await once(proxied, 'listening');
    try {
      const port = (proxied.address() as AddressInfo).port;
      const reply = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        httpRequest(`http://127.0.0.1:${port}/about`, { headers }, (res) => {
          res.resume();
          resolve(res.headers);
        })
          .on('error', reject)
          .end();
      });
      return reply['strict-transport-security'] !== undefined;
    } finally {
      proxied.close();
    }
  }

  it('is believed only from a socket that TRUST_PROXY names (one meaning everywhere)', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    expect(await hstsFor('loopback', https)).toBe(true);
    expect(await hstsFor('1', https)).toBe(true);
    // A proxy elsewhere is trusted, but this request came straight from 127.0.0.1: its header is a claim.
    expect(await hstsFor('10.0.0.0/8', https)).toBe(false);
    expect(await hstsFor(undefined, https)).toBe(false);
    expect(await hstsFor('loopback', {})).toBe(false);
  });
});
