// Requests an outside probe sent to take the server down: each must end in a 4xx for that
// request alone, with the process still serving afterwards.
import { once } from 'node:events';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawRequest, fillerChunks, sendRaw } from '../tests/raw-request';
import { readForm, readJson } from '../app/platform/http/body.server';
import { createHandler } from './handler.ts';
import { createFetchListener } from './request-listener.ts';

let server: Server;
let port: number;

const send = (options: RawRequest) => sendRaw({ host: '127.0.0.1', port }, options);
const chunked = (bytes: number) => fillerChunks(bytes, 16 * 1024);

const formPost = (path: string, chunks: Buffer[], type = 'application/x-www-form-urlencoded') =>
  send({ method: 'POST', path, headers: { 'Content-Type': type }, chunks });

beforeAll(async () => {
  // The real request adapter and body readers, with routes standing in for /contact, the sign-in and the API.
  const render = createFetchListener(async (request) => {
    const { pathname } = new URL(request.url);
    try {
      if (pathname === '/api/auth/login') await readJson(request);
      else if (request.method === 'POST') await readForm(request);
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    return new Response(`ok ${request.method} ${pathname}`);
  });
  server = createServer(createHandler({ staticFiles: new Map(), healthCheck: async () => {}, render }));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  server.closeAllConnections();
});

describe('oversized chunked bodies', () => {
  for (const path of ['/contact', '/secure/admin/login', '/api/auth/login']) {
    for (const [label, bytes] of [
      ['70 KB', 70 * 1024],
      ['10 MB', 10 * 1024 * 1024],
    ] as const) {
      it(`answers a ${label} chunked POST to ${path} with 413 and keeps serving`, async () => {
        const type = path === '/api/auth/login' ? 'application/json' : 'application/x-www-form-urlencoded';
        const reply = await formPost(path, chunked(bytes), type);
        expect(reply.status).toBe(413);
        const after = await send({ path: '/' });
        expect(after).toEqual({ status: 200, body: 'ok GET /' });
      });
    }
  }

  it('still accepts a body under the limit', async () => {
    expect((await formPost('/contact', [Buffer.from('name=a&message=b')])).status).toBe(200);
  });
});

describe('malformed requests', () => {
  it('answers malformed multipart with 400, not 500', async () => {
    const noBoundary = await formPost('/contact', [Buffer.from('--x\r\nbroken')], 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    const cutShort = await formPost(
      '/contact',
      [Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue')],
      'multipart/form-data; boundary=b',
    );
    expect(cutShort.status).toBe(400);
  });

  it('refuses request lines in absolute or scheme-relative form with 400', async () => {
    for (const path of ['//evil.example/contact', 'http://evil.example/contact', '*']) {
      const reply = await send({ method: 'POST', path, headers: { Origin: 'http://evil.example' }, chunks: [] });
      expect(reply.status, path).toBe(400);
    }
    expect((await send({ path: '//evil.example/' })).status).toBe(400);
  });

  it('refuses a malformed Host header with 400', async () => {
    expect((await send({ path: '/', headers: { Host: 'a b' } })).status).toBe(400);
    expect((await send({ path: '/', headers: { Host: 'evil.example:80/x' } })).status).toBe(400);
    expect((await send({ path: '/', headers: { Host: '[::1]:3000' } })).status).toBe(200);
  });
});
