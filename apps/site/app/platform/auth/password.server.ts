import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { maxPasswordLength } from './sign-in-schemas';
import { isCommonPassword } from './common-passwords.server';

/** scrypt cost parameters (OWASP ASVS 5.0 appendix C: N=2^17, r=8, p=1). */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const defaultScryptParams: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

const keyLength = 32;
const saltLength = 16;
/** Longest password accepted; far above the 64 ASVS asks to allow, and bounded so a huge body cannot burn CPU. */
export { maxPasswordLength };
/**
 * Shortest password accepted for a new admin or customer, counted after trimming: NIST SP 800-63B-4 asks 15 of a
 * password that is the only factor.
 */
export const minPasswordLength = 15;
/** Shortest password of an account that also has a passkey: the password is then not its only way in (NIST: 8). */
export const minPasswordLengthWithPasskey = 8;

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

/** Who a new password is for, and the names it must not contain. */
export interface PasswordContext {
  who: 'admin' | 'customer';
  username?: string;
  email?: string;
  /** The account also has a passkey: the shorter minimum applies. */
  hasPasskey?: boolean;
}

/** The shortest password the account may choose. */
export const passwordMinimum = (context: Pick<PasswordContext, 'hasPasskey'>) =>
  context.hasPasskey ? minPasswordLengthWithPasskey : minPasswordLength;

// Words a password must not contain: the username, and the e-mail's local part. Under 3 characters
// ("jo@…") they would refuse too many good passwords for too little gain.
function namesIn(context: PasswordContext): { word: string; what: string }[] {
  const names = [
    { word: context.username?.trim() ?? '', what: 'the username' },
    { word: context.email?.trim().replace(/@[^@]*$/, '') ?? '', what: 'the e-mail address or its part before the @' },
  ];
  return names
    .filter(({ word }) => [...word].length >= 3)
    .map(({ word, what }) => ({ word: word.toLowerCase(), what }));
}

// "aaaaaaaaaaaa", "abcabcabcabc", "sec-adminsec-admin": a unit too short to be a password on its own, repeated.
// Repetition is a guessing pattern (NIST SP 800-63B §3.1.1.2), not a composition rule (ASVS 5.0 §6.2.5 forbids those).
const isShortUnitRepeated = (password: string, minimum: number) =>
  new RegExp(`^(.{1,${minimum - 1}})\\1+$`, 'su').test(password.toLowerCase());

/**
 * Why a new password is refused (ASVS 5.0 §6.2, NIST SP 800-63B-4 §3.1.1.2), or undefined when it is acceptable: at
 * least 15 characters after trimming (8 beside a passkey), not only spaces, at most 1024, not containing the
 * username or e-mail, not a short unit repeated, not on the common-password list. No composition rules.
 */
export function passwordProblem(password: string, context: PasswordContext): string | undefined {
  const subject = context.who === 'admin' ? 'The admin password' : 'The password';
  const trimmed = password.trim();
  if (!trimmed) return `${subject} cannot be made of spaces only.`;
  const minimum = passwordMinimum(context);
  if ([...trimmed].length < minimum) {
    const note = trimmed === password ? '' : ', not counting spaces at the start or end';
    return `${subject} must be at least ${minimum} characters long${note}.`;
  }
  if (password.length > maxPasswordLength) return `${subject} must be at most ${maxPasswordLength} characters long.`;
  const lower = trimmed.toLowerCase();
  const name = namesIn(context).find(({ word }) => lower.includes(word));
  if (name) return `${subject} must not contain ${name.what}.`;
  if (isShortUnitRepeated(trimmed, minimum))
    return `${subject} must not be a short sequence repeated (like "abcabcabcabc").`;
  if (isCommonPassword(trimmed)) {
    return 'This password is one of the most commonly used passwords; choose another.';
  }
  return undefined;
}
