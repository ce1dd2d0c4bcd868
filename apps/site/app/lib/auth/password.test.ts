import { describe, expect, it } from 'vitest';
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

  it('refuses admin passwords under 12 characters with a clear message', () => {
    expect(passwordProblem('short')).toMatch(/at least 12 characters/);
    expect(passwordProblem('elevenchars')).toMatch(/at least 12/);
    expect(passwordProblem('twelve chars')).toBeUndefined();
  });
});
