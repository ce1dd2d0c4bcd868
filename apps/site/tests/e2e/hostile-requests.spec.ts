// What an outside probe sent to take the production server down, sent again to the real server:
// each request ends in a 4xx of its own and the server goes on serving.
import { expect, test } from '@playwright/test';
import { type RawRequest, fillerChunks as chunks, sendRaw } from '../raw-request';

const base = new URL(process.env.E2E_BASE_URL!);
const send = (options: RawRequest) => sendRaw({ host: base.hostname, port: base.port }, options);

const stillServing = async () => {
  expect((await send({ path: '/healthz' })).status).toBe(200);
};

test.describe('the production server under hostile requests', () => {
  for (const path of ['/contact', '/api/auth/login', '/secure/admin/login']) {
    for (const [label, bytes] of [
      ['70 KB', 70 * 1024],
      ['10 MB', 10 * 1024 * 1024],
    ] as const) {
      test(`a ${label} chunked POST to ${path} is answered 413 and the server keeps serving`, async () => {
        const reply = await send({
          method: 'POST',
          path,
          headers: {
            'Content-Type': path.startsWith('/api/') ? 'application/json' : 'application/x-www-form-urlencoded',
            Origin: base.origin,
          },
          chunks: chunks(bytes),
        });
        expect(reply.status).toBe(413);
        await stillServing();
      });
    }
  }

  test('malformed multipart is answered 400, not 500', async () => {
    const reply = await send({
      method: 'POST',
      path: '/contact',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', Origin: base.origin },
      chunks: [Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\ncut short')],
    });
    expect(reply.status).toBe(400);
    await stillServing();
  });

  test('a NUL byte in a contact message is answered 400 with a message', async () => {
    const body = new URLSearchParams({
      name: 'Probe',
      email: 'probe@example.com',
      subject: 'Hello',
      message: 'before\u0000after',
    }).toString();
    const reply = await send({
      method: 'POST',
      path: '/contact',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base.origin },
      chunks: [Buffer.from(body)],
    });
    expect(reply.status).toBe(400);
    await stillServing();
  });

  test('a request line in absolute or // form is refused with 400, so it cannot pass the Origin check', async () => {
    const body = new URLSearchParams({ name: 'x', email: 'x@example.com', subject: 'x', message: 'x' }).toString();
    for (const path of ['//evil.example/contact', 'http://evil.example/contact']) {
      const reply = await send({
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://evil.example' },
        chunks: [Buffer.from(body)],
      });
      expect(reply.status, path).toBe(400);
    }
    await stillServing();
  });

  test('/secure/admin/audit?page=1e308 never answers 500', async () => {
    const reply = await send({ path: '/secure/admin/audit?page=1e308' });
    expect(reply.status).toBeLessThan(500);
  });

  test('junk query parameters on /ib-partners are served from the canonical page', async () => {
    const plain = await send({ path: '/ib-partners' });
    const junk = await send({ path: `/ib-partners?cb=${Date.now()}&utm_source=probe` });
    expect(junk.status).toBe(200);
    expect(junk.body).toBe(plain.body);
  });
});
