import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.server';
import { randomPassword } from '~/platform/test-support/test-helpers.server';

describe('the common-password list', () => {
  it('holds well over the 10,000 entries of policy length asked for, and none shorter than 8 characters', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(80_000);
    expect([...list].filter((entry) => [...entry].length >= 15).length).toBeGreaterThan(9_000);
    for (const entry of list) expect([...entry].length).toBeGreaterThanOrEqual(8);
  });

  it('finds the common weak examples, ignoring case and surrounding spaces', () => {
    for (const password of [
      'aaaaaaaaaaaa',
      'password1234',
      'PassWord1234',
      ' qwerty123456 ',
      'baseball',
      'qazwsxedcrfvtgb',
    ]) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(isCommonPassword(randomPassword())).toBe(false);
  });

  it('reads the file once', () => {
    expect(commonPasswords()).toBe(commonPasswords());
  });
});
