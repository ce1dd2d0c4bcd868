import { describe, expect, it } from 'vitest';
import { tokensMatch } from '~/platform/auth/login-token.server';
import { maxBodyBytes, readForm, readJson } from './body.server';

const url = 'http://localhost:3000/secure/admin/login';
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request(url, { method: 'POST', headers, body: body ?? 'a=1' });

describe('request bodies', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const status = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return (error as Response).status;
    }
  };

  it('reads forms up to 64 KB and answers 413 beyond, by header or by stream', async () => {
    expect((await readForm(post(form, 'a=1&b=two'))).get('b')).toBe('two');
    expect(await status(readForm(post(form, `a=${'x'.repeat(maxBodyBytes)}`)))).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 70; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = new Request(url, { method: 'POST', headers: form, body: stream, duplex: 'half' } as RequestInit);
    expect(await status(readForm(streamed))).toBe(413);
  });

  it('refuses U+0000 anywhere in a form or JSON body with 400, before any handler reads a field', async () => {
    expect(await status(readForm(post(form, 'email=a%00@example.com')))).toBe(400);
    expect(await status(readForm(post(form, 'a%00=1')))).toBe(400);
    const json = { 'content-type': 'application/json' };
    expect(await status(readJson(post(json, '{"email":"a\\u0000@example.com"}')))).toBe(400);
    expect(await status(readJson(post(json, '{"nested":{"list":["\\u0000"]}}')))).toBe(400);
    // Other control characters are left to the form's fields, which refuse them with a message.
    expect((await readForm(post(form, 'note=a%0Bb'))).get('note')).toBe('a\u000bb');
  });

  it('refuses non-form bodies on form endpoints with 415', async () => {
    expect(await status(readForm(post({ 'content-type': 'application/json' }, '{}')))).toBe(415);
  });

  it('JSON endpoints refuse form and text/plain bodies with 415, cap at 64 KB, and read JSON', async () => {
    expect(await status(readJson(post(form, 'a=1')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'text/plain' }, '{"a":1}')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'multipart/form-data; boundary=x' }, '')))).toBe(415);
    expect(await status(readJson(post({ 'content-type': 'application/json' }, `"${'x'.repeat(maxBodyBytes)}"`)))).toBe(
      413,
    );
    expect(await status(readJson(post({ 'content-type': 'application/json' }, '{')))).toBe(400);
    expect(await readJson(post({ 'content-type': 'application/json; charset=utf-8' }, '{"a":1}'))).toEqual({ a: 1 });
  });

  it('compares tokens in constant time and refuses empty or missing ones', () => {
    expect(tokensMatch('abc', 'abc')).toBe(true);
    expect(tokensMatch('abc', 'abd')).toBe(false);
    expect(tokensMatch('abc', 'abcd')).toBe(false);
    expect(tokensMatch('abc', '')).toBe(false);
    expect(tokensMatch('abc', null)).toBe(false);
  });
});
