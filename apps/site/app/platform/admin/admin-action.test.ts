import { describe, expect, it } from 'vitest';
import { z } from '~/platform/zod-mini';
import { actionAnswer, intentOf, intentStep, refusal } from './admin-action.server';

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return body;
};

/** A table like a handler's: one intent with a per-record schema, one destructive, one without fields. */
const intents = {
  rename: {
    fields: ['name'],
    schema: (taken: string) =>
      z.object({ name: z.string().check(z.refine((name) => name !== taken, 'That name is taken.')) }),
  },
  remove: {
    fields: ['reason'],
    schema: z.object({ reason: z.string().check(z.minLength(3, 'Say why.')) }),
    destructive: true,
  },
  touch: { fields: [] },
} as const;

const payload = (answer: unknown) => {
  const wrapped = answer as { data: unknown; init?: { status?: number } | null };
  return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
};

describe('the admin action shape', () => {
  it('knows only the intents its table declares, own keys only', () => {
    expect(intentOf(form({ intent: 'rename' }), intents)).toBe('rename');
    expect(intentOf(form({ intent: 'toString' }), intents)).toBeUndefined();
    expect(intentOf(form({}), intents)).toBeUndefined();
    expect(intentStep(form({ intent: 'drop' }), intents, 'x')).toEqual({
      kind: 'refused',
      message: 'Unknown action. Nothing changed.',
    });
  });

  it('checks the fields with the schema built for the record, and echoes only the intent’s fields', () => {
    expect(intentStep(form({ intent: 'rename', name: 'Ada', other: 'x' }), intents, 'Ada')).toEqual({
      kind: 'invalid',
      intent: 'rename',
      values: { name: 'Ada' },
      errors: { name: 'That name is taken.' },
    });
    expect(intentStep(form({ intent: 'rename', name: 'Ada' }), intents, 'Bob')).toEqual({
      kind: 'run',
      intent: 'rename',
      value: { name: 'Ada' },
      values: { name: 'Ada' },
    });
    expect(intentStep(form({ intent: 'touch' }), intents, '')).toMatchObject({ kind: 'run', value: undefined });
  });

  it('answers a destructive intent with a confirmation step until it is posted with confirmed=1', () => {
    const first = intentStep(form({ intent: 'remove', reason: 'spam' }), intents, '');
    expect(first).toEqual({ kind: 'confirm', intent: 'remove', values: { reason: 'spam' } });
    expect(payload(actionAnswer(first as never)).status).toBe(200);
    // An invalid first post is not confirmed: the messages come first.
    expect(intentStep(form({ intent: 'remove', reason: '' }), intents, '')).toMatchObject({ kind: 'invalid' });
    const second = intentStep(form({ intent: 'remove', reason: 'spam', confirmed: '1' }), intents, '');
    expect(second).toMatchObject({ kind: 'run', intent: 'remove', value: { reason: 'spam' } });
  });

  it('gives each answer its status: invalid 400, unknown 400, a failed Result the status of its reason', () => {
    const step = { intent: 'rename', values: { name: 'Ada' } };
    expect(payload(actionAnswer({ kind: 'invalid', ...step, errors: {} })).status).toBe(400);
    expect(payload(actionAnswer({ kind: 'refused', message: 'Unknown action. Nothing changed.' })).status).toBe(400);
    expect(payload(refusal({ reason: 'not-found' }, step, 'It is gone.'))).toEqual({
      status: 404,
      data: { kind: 'refused', message: 'It is gone.' },
    });
    expect(payload(refusal({ reason: 'conflict', message: 'Already done.' }, step, 'It is gone.'))).toEqual({
      status: 409,
      data: { kind: 'refused', message: 'Already done.' },
    });
    expect(payload(refusal({ reason: 'invalid', errors: { name: 'Too long.' } }, step, ''))).toEqual({
      status: 400,
      data: { kind: 'invalid', ...step, errors: { name: 'Too long.' } },
    });
  });
});
