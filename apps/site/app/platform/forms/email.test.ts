import { describe, expect, it } from 'vitest';
import { emailField, maxEmailLength, optionalEmailField, publicEmailMessages } from './email';

const issue = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues.map((entry) => entry.message);

describe('the e-mail field rule', () => {
  const field = emailField();

  it('trims an address and accepts it', () => {
    expect(field.safeParse('  ada@example.com ')).toEqual({ success: true, data: 'ada@example.com' });
  });

  it('gives one message at a time: missing, too long, then not an address', () => {
    expect(issue(field.safeParse('   '))).toEqual([publicEmailMessages.missing]);
    expect(issue(field.safeParse(`${'a'.repeat(maxEmailLength)}@x.io`))).toEqual([publicEmailMessages.tooLong]);
    expect(issue(field.safeParse('ada@'))).toEqual([publicEmailMessages.invalid]);
  });

  it('takes an empty optional address as "not set" and refuses anything else that is not an address', () => {
    const optional = optionalEmailField({ tooLong: 'long', invalid: 'bad' });
    expect(optional.safeParse(' ')).toEqual({ success: true, data: '' });
    expect(issue(optional.safeParse('nope'))).toEqual(['bad']);
  });
});
