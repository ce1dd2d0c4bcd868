import { describe, expect, it } from 'vitest';
import { testContext } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { z } from '~/platform/zod-mini';
import { type PublicForm, readPublicForm } from './public-form.server';

const base = 'http://localhost:3700';
const form: PublicForm<'email', { email: string }> = {
  fields: ['email'],
  schema: z.object({ email: z.string().check(z.minLength(1, 'Please enter your email address.')) }),
  maxBytes: 1024,
  acceptedMessage: 'Thanks.',
};
// No service runs here: the reader never touches the database.
const context = testContext({} as Db, { clientIp: '198.51.100.30' });
const post = (values: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${base}/form`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: new URLSearchParams(values).toString(),
  });
const answerOf = (read: Awaited<ReturnType<typeof readPublicForm>>) => {
  if (read.ok) throw new Error('expected an answer');
  const answer = read.answer as unknown as { data: unknown; init: { status?: number } | null };
  return { data: answer.data, status: answer.init?.status ?? 200 };
};

describe('reading a public form post', () => {
  it('gives the typed value with what was typed and the client address', async () => {
    expect(await readPublicForm(post({ email: 'a@example.com', extra: 'x' }), context, form)).toEqual({
      ok: true,
      value: { email: 'a@example.com' },
      values: { email: 'a@example.com' },
      ip: '198.51.100.30',
    });
  });

  it('answers a filled honeypot with the success answer before any field is checked', async () => {
    const read = await readPublicForm(post({ email: '', website: 'http://spam.example' }), context, form);
    expect(answerOf(read)).toEqual({ data: { status: 'accepted', message: 'Thanks.' }, status: 200 });
  });

  it('answers 400 with the first message per field and what was typed', async () => {
    const read = await readPublicForm(post({ email: '' }), context, form);
    expect(answerOf(read)).toEqual({
      data: { status: 'invalid', errors: { email: 'Please enter your email address.' }, values: { email: '' } },
      status: 400,
    });
  });

  it('refuses a cross-site post (403) and a body over the form’s cap (413)', async () => {
    const refusal = (request: Request) =>
      readPublicForm(request, context, form).catch((error: Response) => error.status);
    expect(await refusal(post({ email: 'a@example.com' }, { Origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(post({ email: 'x'.repeat(2000) }))).toBe(413);
  });
});
