import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from './handler.ts';
import { type CacheKey, createPageCache } from './page-cache.ts';

/**
 * Stands in for the directory: only `sort` is understood; anything else is dropped from the key. Like the signal
 * history, pages past the third go to the third and only one month exists.
 */
async function canonicalSearch(params: URLSearchParams): Promise<CacheKey> {
  const month = params.get('month');
  if (month !== null) return month === '2026-11' ? '?month=2026-11' : { notFound: true };
  if (Number(params.get('page')) > 3) return { redirect: '?page=3' };
  const sort = params.get('sort');
  return sort === 'rating' || sort === 'deposit' ? `?sort=${sort}` : '';
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let origin: string;
let version = 1;
let versionFails = false;
let renders = 0;
let fallbacks = 0;
let loadFails = false;

function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  const pageCache = createPageCache(
    {
      '/brokers': {
        async version() {
          if (versionFails) throw new Error('database down');
          return `v${version}`;
        },
        canonicalSearch,
      },
    },
    async (url) => {
      renders++;
      if (url.includes('month=')) return new Response('<p>no such month</p>', { status: 404 });
      return new Response(`<!DOCTYPE html><script>window.page=1</script><p>${url} at v${version}</p>`, {
        headers: { 'Content-Type': 'text/html', 'Cache-Control': loadFails ? 'no-store' : 'no-cache' },
      });
    },
  );
  const handler = createHandler({
    staticFiles: new Map(),
    healthCheck: async () => {},
    pageCache,
    render(_req, res) {
      fallbacks++;
      res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8']);
      res.end('<p>rendered the usual way</p>');
    },
  });
  server = createServer(handler);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('page cache', () => {
  it('renders a page once per data version and URL, and again as soon as the version moves', async () => {
    const first = await get('/brokers?sort=rating');
    expect(first.status).toBe(200);
    expect(first.body).toContain('/brokers?sort=rating at v1');
    expect(renders).toBe(1);
    await get('/brokers?sort=rating');
    expect(renders).toBe(1);
    await get('/brokers?sort=deposit');
    expect(renders).toBe(2);
    version = 2;
    expect((await get('/brokers?sort=rating')).body).toContain('at v2');
    expect(renders).toBe(3);
  });

  it('serves the kept page like a prerendered file: compressed, ETag and 304, CSP by hash', async () => {
    const reply = await get('/brokers', { 'Accept-Encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(reply.headers['content-security-policy']).not.toContain('nonce-');
    const again = await get('/brokers', { 'Accept-Encoding': 'br', 'If-None-Match': reply.headers.etag! });
    expect(again.status).toBe(304);
    // The request id goes out with the kept page's own headers, one per response.
    expect(reply.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(reply.headers['x-request-id']);
  });

  it('falls back to the usual render when the version cannot be read or the page must not be kept', async () => {
    versionFails = true;
    const fallback = await get('/brokers');
    expect(fallback.body).toBe('<p>rendered the usual way</p>');
    expect(fallback.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    versionFails = false;
    loadFails = true;
    version = 3;
    const before = fallbacks;
    expect((await get('/brokers')).body).toBe('<p>rendered the usual way</p>');
    expect(fallbacks).toBe(before + 1);
    loadFails = false;
    expect((await get('/brokers')).body).toContain('at v3');
  });

  it('keys on the canonical query: junk parameters reuse the entry of the page they reduce to', async () => {
    version = 10;
    const before = renders;
    await get('/brokers?sort=deposit');
    for (let i = 0; i < 30; i++) {
      const reply = await get(`/brokers?sort=deposit&cb=${Math.random()}&utm_source=${i}`);
      expect(reply.status).toBe(200);
      // The canonical URL is what was rendered, whatever junk came with the request.
      expect(reply.body).toContain('/brokers?sort=deposit at v10');
    }
    await get(`/brokers?sort=nonsense&x=${Math.random()}`);
    await get('/brokers');
    expect(renders).toBe(before + 2);
  });

  it('answers a page past the last with a redirect and unknown months with one kept 404, rendering once', async () => {
    version = 20;
    const before = { renders, fallbacks };
    for (let i = 0; i < 20; i++) {
      const reply = await get(`/brokers?page=${4 + Math.floor(Math.random() * 1_000_000)}`);
      expect(reply.status).toBe(302);
      expect(reply.headers['location']).toBe('/brokers?page=3');
    }
    expect(renders).toBe(before.renders);
    for (let i = 0; i < 20; i++) {
      const reply = await get(`/brokers?month=${2000 + i}-01`, { 'Accept-Encoding': 'br' });
      expect(reply.status).toBe(404);
      expect(reply.headers['content-encoding']).toBe('br');
    }
    expect((await get('/brokers?month=9999-12', { 'If-None-Match': '*' })).status).toBe(404);
    expect((await get('/brokers?month=9999-12')).body).toBe('<p>no such month</p>');
    expect(renders).toBe(before.renders + 1);
    expect(fallbacks).toBe(before.fallbacks);
  });

  it('leaves other paths to React Router', async () => {
    expect((await get('/other')).body).toBe('<p>rendered the usual way</p>');
  });
});

describe('page cache bounds', () => {
  const page = (size: number) => `<!DOCTYPE html><p>${'x'.repeat(size)}</p>`;
  const fakeRes = () => {
    const res = { writeHead: () => res, end: () => res } as unknown as ServerResponse;
    return res;
  };
  const fakeReq = { headers: {}, method: 'GET' } as unknown as IncomingMessage;

  it('holds at most the configured number of entries, dropping the least recently used', async () => {
    const rendered: string[] = [];
    const cache = createPageCache(
      { '/p': { version: async () => 'v1', canonicalSearch: async (params) => `?n=${params.get('n')}` } },
      async (url) => {
        rendered.push(url);
        return new Response(page(100), { headers: { 'Content-Type': 'text/html' } });
      },
      { entries: 3, bytes: 1_000_000 },
    );
    for (const n of [1, 2, 3]) await cache.serve(fakeReq, fakeRes(), `/p?n=${n}`, '/p', false);
    await cache.serve(fakeReq, fakeRes(), '/p?n=1', '/p', false); // 1 is now the most recent
    await cache.serve(fakeReq, fakeRes(), '/p?n=4', '/p', false); // evicts 2
    expect(cache.stats().entries).toBe(3);
    await cache.serve(fakeReq, fakeRes(), '/p?n=1', '/p', false);
    await cache.serve(fakeReq, fakeRes(), '/p?n=2', '/p', false);
    expect(rendered).toEqual(['/p?n=1', '/p?n=2', '/p?n=3', '/p?n=4', '/p?n=2']);
  });

  it("holds at most a page's own maxEntries of its queries, leaving other pages' entries alone", async () => {
    const cache = createPageCache(
      {
        '/directory': { version: async () => 'v1', canonicalSearch: async () => '' },
        '/tool': {
          version: async () => 'v1',
          canonicalSearch: async (params) => `?a=${params.get('a')}`,
          maxEntries: 3,
        },
      },
      async () => new Response(page(10), { headers: { 'Content-Type': 'text/html' } }),
      { entries: 10, bytes: 1_000_000 },
    );
    await cache.serve(fakeReq, fakeRes(), '/directory', '/directory', false);
    for (let i = 0; i < 50; i++) await cache.serve(fakeReq, fakeRes(), `/tool?a=${i}`, '/tool', false);
    expect(cache.stats().entries).toBe(4);
  });

  it('holds at most the configured number of bytes, and never a page larger than that', async () => {
    let size = 20_000;
    const cache = createPageCache(
      { '/p': { version: async () => 'v1', canonicalSearch: async (params) => `?n=${params.get('n')}` } },
      async () => new Response(page(size), { headers: { 'Content-Type': 'text/html' } }),
      { entries: 1000, bytes: 100_000 },
    );
    for (let n = 0; n < 50; n++) await cache.serve(fakeReq, fakeRes(), `/p?n=${n}`, '/p', false);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(cache.stats().entries).toBeGreaterThan(0);
    size = 200_000;
    expect(await cache.serve(fakeReq, fakeRes(), '/p?n=big', '/p', false)).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
  });
});

describe('page cache patterns', () => {
  const fakeRes = () => {
    const res = { writeHead: () => res, end: () => res } as unknown as ServerResponse;
    return res;
  };
  const fakeReq = { headers: {}, method: 'GET' } as unknown as IncomingMessage;

  it('keeps each path one segment below a /* key, prefers an exact key, and renders null answers per request', async () => {
    const rendered: string[] = [];
    const cache = createPageCache(
      {
        '/b/compare': { version: async () => 'v1', canonicalSearch: async () => '?exact' },
        '/b/*': {
          version: async () => 'v1',
          canonicalSearch: async (_params, _version, path) => (path === '/b/known' ? '' : null),
        },
      },
      async (url) => {
        rendered.push(url);
        return new Response('<p>page</p>', { headers: { 'Content-Type': 'text/html' } });
      },
    );
    expect(['/b/known', '/b/compare', '/b/other', '/b/known/deeper', '/b/', '/b'].map(cache.handles)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(await cache.serve(fakeReq, fakeRes(), '/b/known?x=1', '/b/known', false)).toBe(true);
    expect(await cache.serve(fakeReq, fakeRes(), '/b/known?y=2', '/b/known', false)).toBe(true);
    expect(await cache.serve(fakeReq, fakeRes(), '/b/compare', '/b/compare', false)).toBe(true);
    // null: not kept, and not rendered here either (the caller renders it once, the usual way).
    expect(await cache.serve(fakeReq, fakeRes(), '/b/other', '/b/other', false)).toBe(false);
    expect(rendered).toEqual(['/b/known', '/b/compare?exact']);
    expect(cache.stats().entries).toBe(2);
  });
});
