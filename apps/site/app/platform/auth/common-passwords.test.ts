import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords.server';
import { minPasswordLength } from './password.server';
import { randomPassword } from '~/platform/test-support/test-helpers.server';

describe('the common-password list', () => {
  it('holds well over the 3000 entries of policy length that ASVS 5.0 §6.2.4 asks for, and only those', () => {
    const list = commonPasswords(minPasswordLength);
    expect(list.size).toBeGreaterThan(40_000);
    for (const entry of list) expect([...entry].length).toBeGreaterThanOrEqual(minPasswordLength);
  });

  it('finds the common weak examples, ignoring case and surrounding spaces', () => {
    for (const password of ['aaaaaaaaaaaa', 'password1234', 'PassWord1234', ' qwerty123456 ']) {
      expect(isCommonPassword(password, minPasswordLength)).toBe(true);
    }
    expect(isCommonPassword(randomPassword(), minPasswordLength)).toBe(false);
  });

  it('reads the file once', () => {
    expect(commonPasswords(minPasswordLength)).toBe(commonPasswords(minPasswordLength));
  });
});
