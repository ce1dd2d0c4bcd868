// @vitest-environment jsdom
import { z } from 'zod';
import { z as mini } from '~/platform/zod-mini';
import { describe, expect, it } from 'vitest';
import { focusFirstInvalid, formValues, parseSubmission } from './submission';

const classic = z.object({
  name: z.string().min(1, 'Please enter a name.'),
  age: z.coerce.number().int('Whole years.'),
});
const small = mini.object({ email: mini.string().check(mini.minLength(1, 'Please enter your email.')) });

describe('one way to handle a form', () => {
  it('reads the named fields as strings, a missing one as empty', () => {
    const form = new FormData();
    form.set('name', 'Ada');
    form.set('extra', 'ignored');
    expect(formValues(form, ['name', 'age'] as const)).toEqual({ name: 'Ada', age: '' });
  });

  it('gives the typed value, or the first message per field, for classic zod and zod/mini alike', () => {
    expect(parseSubmission(classic, { name: 'Ada', age: '36' })).toEqual({ ok: true, value: { name: 'Ada', age: 36 } });
    expect(parseSubmission(classic, { name: '', age: '1.5' })).toEqual({
      ok: false,
      errors: { name: 'Please enter a name.', age: 'Whole years.' },
    });
    expect(parseSubmission(small, { email: '' })).toEqual({ ok: false, errors: { email: 'Please enter your email.' } });
  });

  it('refuses a control character in any field with a clear message, line breaks and tabs excepted', () => {
    const message = /invisible control character/;
    for (const character of ['\0', '\u000b', '\u001b', '\u007f']) {
      const result = parseSubmission(classic, { name: `Ada${character}`, age: '36' });
      expect(result).toEqual({ ok: false, errors: { name: expect.stringMatching(message) } });
    }
    // Beside a schema error on another field, both are reported.
    expect(parseSubmission(small, { email: '', note: 'x\u001b' })).toEqual({
      ok: false,
      errors: { email: 'Please enter your email.', note: expect.stringMatching(message) },
    });
    expect(parseSubmission(classic, { name: 'Ada\tLovelace\r\nLondon', age: '36' })).toMatchObject({ ok: true });
  });

  it('focuses the first invalid field in document order', () => {
    document.body.innerHTML = '<form><input name="a"><input name="b"><textarea name="c"></textarea></form>';
    const form = document.querySelector('form');
    focusFirstInvalid(form, { c: 'x', b: 'y' });
    expect(document.activeElement?.getAttribute('name')).toBe('b');
  });
});
