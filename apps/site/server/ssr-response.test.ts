import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { decorateResponse } from './ssr-response.ts';

let server: Server | undefined;
afterEach(() => server?.close());

describe('server-rendered responses compressed on the fly', () => {
  it('finish a large page written by a writer that waits for drain', async () => {
    // 2 MB in 64 KB chunks, each awaited when write() says the buffer is full, as node-fetch-server does.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    server = createServer((req, res) => {
      decorateResponse(req, res, { headers: {} });
      res.writeHead(200, ['Content-Type', 'text/html; charset=utf-8']);
      void (async () => {
        for (let i = 0; i < 32; i++) if (!res.write(chunk)) await once(res, 'drain');
        res.end();
      })();
    }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const body = await new Promise<Buffer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/', headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => resolve(Buffer.concat(parts)));
      })
        .on('error', reject)
        .end();
    });
    expect(brotliDecompressSync(body).length).toBe(32 * 64 * 1024);
  }, 20_000);
});
