import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters (OWASP ASVS 5.0 appendix C: N=2^17, r=8, p=1). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const defaultScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;
/** Longest password accepted; far above the 64 the issue asks for, and bounded so a huge body cannot burn CPU. */
export const maxPasswordLength = 1024;
/** Shortest password accepted for a new admin (issue 5). */
export const minPasswordLength = 12;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the default maxmem (32 MiB) is too small for N=2^17.
  const maxmem = 256 * params.N * params.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  if (password.length > maxPasswordLength) throw new Error(`Passwords are at most ${maxPasswordLength} characters`);
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (key.length !== keyLength || salt.length === 0) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Whether `password` matches an encoded hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parse(encoded);
  if (!parsed || password.length > maxPasswordLength) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

const dummyHashes = new Map<string, Promise<string>>();

/** Computes the dummy hash ahead (at start-up), so even the first unknown username costs one scrypt, not two. */
export async function prepareDummyHash(params: ScryptParams = defaultScryptParams): Promise<void> {
  await verifyAgainstDummy('', params);
}

/**
 * Spends the same work as a real check for a username that does not exist, so response timing
 * does not reveal which usernames are admins. Always false.
 */
export async function verifyAgainstDummy(password: string, params: ScryptParams = defaultScryptParams): Promise<false> {
  const key = `${params.N}/${params.r}/${params.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(18).toString('base64url'), params);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password.slice(0, maxPasswordLength), await dummy);
  return false;
}

/** Why a new admin password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < minPasswordLength)
    return `The admin password must be at least ${minPasswordLength} characters long.`;
  if (password.length > maxPasswordLength)
    return `The admin password must be at most ${maxPasswordLength} characters long.`;
  return undefined;
}
