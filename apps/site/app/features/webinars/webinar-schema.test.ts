import { describe, expect, it } from 'vitest';
import { parseSubmission } from '~/platform/forms/submission';
import { registrationSchema } from './webinar-schema';

const register = (name: string) =>
  parseSubmission(registrationSchema, { name, email: 'sam@example.com', consent: 'yes' });

describe('the registration form', () => {
  it('takes a plain name in any script, tidied', () => {
    for (const name of [
      'Sam Trader',
      'José O’Neil-Smith',
      'J. R. R. Tolkien',
      'Nguyễn Văn An',
      '李小龙',
      'Dr. Ada Byron, 2nd',
    ]) {
      expect(register(`  ${name} `), name).toMatchObject({ ok: true, value: { name } });
    }
  });

  it('refuses a name that carries a web address or markup into the e-mail, with a message', () => {
    for (const name of [
      'Win a prize at example.com',
      'https://evil.example/x',
      'www evil',
      'Sam (visit bit.ly/abc)',
      'evil.example',
    ]) {
      expect(register(name), name).toEqual({
        ok: false,
        errors: { name: 'Please enter just your name, without a web address.' },
      });
    }
    for (const name of ['<b>Sam</b>', 'Sam @ home', 'Sam: click', 'Sam "the man"']) {
      expect(register(name), name).toEqual({
        ok: false,
        errors: { name: 'Your name may hold letters, spaces, full stops, apostrophes and hyphens only.' },
      });
    }
  });

  it('keeps a name short', () => {
    expect(register('A'.repeat(60))).toMatchObject({ ok: true });
    expect(register('A'.repeat(61))).toEqual({
      ok: false,
      errors: { name: 'The name must be at most 60 characters.' },
    });
  });
});
