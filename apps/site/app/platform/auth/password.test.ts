import { describe, expect, it } from 'vitest';
import { randomPassword } from '~/platform/test-support/test-helpers.server';
import {
  defaultScryptParams,
  hashPassword,
  maxPasswordLength,
  passwordProblem,
  verifyAgainstDummy,
  verifyPassword,
} from './password.server';

// Cheap parameters keep most tests fast; one test runs the production cost.
const fast = { N: 2 ** 10, r: 8, p: 1 };

// The password policy's contexts: the weak examples below are for the username sec-admin.
const admin = { who: 'admin', username: 'sec-admin', email: 'ops@example.com' } as const;
const customer = { who: 'customer', email: 'sec-admin@example.com' } as const;
const common = 'This password is one of the most commonly used passwords; choose another.';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a 16-byte salt and a 32-byte key by default, encoded with its parameters', async () => {
    expect(defaultScryptParams).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery');
    const [scheme, N, r, p, salt, key] = hash.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
  }, 30_000);

  it('salts every hash and rejects a wrong password', async () => {
    const a = await hashPassword('same password here', fast);
    const b = await hashPassword('same password here', fast);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password here', b)).toBe(true);
    expect(await verifyPassword('same password herE', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never truncates: passwords up to 1024 characters count in full', async () => {
    const long = 'x'.repeat(maxPasswordLength - 1);
    const hash = await hashPassword(`${long}a`, fast);
    expect(await verifyPassword(`${long}a`, hash)).toBe(true);
    expect(await verifyPassword(`${long}b`, hash)).toBe(false);
    const seventy = 'p'.repeat(72);
    expect(await verifyPassword(`${seventy}1`, await hashPassword(`${seventy}2`, fast))).toBe(false);
    await expect(hashPassword('y'.repeat(maxPasswordLength + 1), fast)).rejects.toThrow(/at most 1024/);
  });

  it('never matches a malformed or foreign hash', async () => {
    for (const bad of ['', 'plain', 'scrypt$1$8$1$$', 'bcrypt$2$x$y$z$w', 'scrypt$abc$8$1$c2FsdA$a2V5']) {
      expect(await verifyPassword('anything', bad)).toBe(false);
    }
  });

  it('verifies against a dummy hash for unknown users, always false', async () => {
    expect(await verifyAgainstDummy('whatever', fast)).toBe(false);
  });

  it('refuses admin passwords under 15 characters with a clear message', () => {
    expect(passwordProblem('short', admin)).toMatch(/at least 15 characters/);
    expect(passwordProblem('fourteen chars', admin)).toMatch(/at least 15/);
    expect(passwordProblem('fifteen chars!!', admin)).toBeUndefined();
  });

  it('asks 8 characters of a customer who also has a passkey, 15 otherwise, and any length up to 1024', () => {
    const withPasskey = { ...customer, hasPasskey: true };
    expect(passwordProblem('seven c', withPasskey)).toBe('The password must be at least 8 characters long.');
    expect(passwordProblem('violet t', withPasskey)).toBeUndefined();
    expect(passwordProblem('violet t', customer)).toBe('The password must be at least 15 characters long.');
    expect(passwordProblem('violet tractor!', customer)).toBeUndefined();
    expect(passwordProblem('v'.repeat(30) + 'x'.repeat(994), customer)).toBeUndefined();
    // The common list applies at the shorter length too.
    expect(passwordProblem('baseball', withPasskey)).toBe(common);
    expect(passwordProblem('abcdabcd', withPasskey)).toMatch(/short sequence repeated/);
  });
});

describe.each([
  { who: 'admin', context: admin, subject: 'The admin password' },
  { who: 'customer', context: customer, subject: 'The password' },
])('the password policy (ASVS 5.0 §6.2) for $who passwords', ({ context, subject }) => {
  it('refuses every weak example password with a clear message, and accepts a strong passphrase', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaa', context)).toBe(
      `${subject} must not be a short sequence repeated (like "abcabcabcabc").`,
    );
    expect(passwordProblem('1qaz2wsx3edc4rfv', context)).toBe(common);
    expect(passwordProblem(' '.repeat(15), context)).toBe(`${subject} cannot be made of spaces only.`);
    expect(passwordProblem('sec-adminsec-admin', context)).toMatch(new RegExp(`^${subject} must not contain the `));
    // Spaces and any characters are allowed (ASVS 5.0 §6.2.5).
    expect(passwordProblem(randomPassword(), context)).toBeUndefined();
    expect(passwordProblem('Größe über 12 Zeichen ✓', context)).toBeUndefined();
  });

  it('counts the length after trimming, and caps it at 1024', () => {
    expect(passwordProblem('  fourteen chars  ', context)).toBe(
      `${subject} must be at least 15 characters long, not counting spaces at the start or end.`,
    );
    expect(passwordProblem(' \t\n ', context)).toMatch(/spaces only/);
    expect(passwordProblem('violet tractor '.repeat(70), context)).toBe(
      `${subject} must be at most ${maxPasswordLength} characters long.`,
    );
  });

  it('refuses the most common passwords whatever their case and surrounding spaces', () => {
    for (const password of ['qazwsxedcrfvtgb', '123456789987654321', 'QAZWSXEDCRFVTGB', '  Qazwsxedcrfvtgb  ']) {
      expect(passwordProblem(password, context)).toBe(common);
    }
  });

  it('refuses a short unit repeated even when it is not on the list', () => {
    expect(passwordProblem('trustno1trustno1', context)).toMatch(/short sequence repeated/);
    expect(passwordProblem('abcabcabcabcabc', context)).toMatch(/short sequence repeated/);
  });
});

describe('the password policy and the names it must not contain', () => {
  it('refuses an admin password that contains the username, whatever the case', () => {
    expect(passwordProblem('sec-adminsec-admin', admin)).toBe('The admin password must not contain the username.');
    expect(passwordProblem('My-SEC-ADMIN-tractor', admin)).toBe('The admin password must not contain the username.');
  });

  it("refuses a customer password that contains the e-mail's part before the @ when it has 3 characters or more", () => {
    const message = 'The password must not contain the e-mail address or its part before the @.';
    expect(passwordProblem('sec-adminsec-admin', customer)).toBe(message);
    expect(passwordProblem('violet sec-admin@example.com', customer)).toBe(message);
    expect(passwordProblem('jo likes violet tractors', { who: 'customer', email: 'jo@example.com' })).toBeUndefined();
  });
});
