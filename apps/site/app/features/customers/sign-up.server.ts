import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { type ScryptParams, hashPassword } from '~/platform/auth/password.server';
import { spendAddressQuota } from '~/platform/rate-limit/address-quota.server';
import type { Result } from '~/platform/result';
import { hashToken, normaliseEmail } from './customers.server';
import {
  originPlaceholder,
  purgeCustomerSignUpData,
  queueCustomerEmail,
  recentEmailsTo,
} from './customer-emails.server';

/*
 * Sign-up keeps nothing but a pending row until the e-mail is verified. One e-mail carries a 6-digit code (typed
 * on /signup/verify, whose address holds the pending row's random id) and a link (a 256-bit token, confirmed by
 * a POST: mail scanners fetch links). A code lives 10 minutes and allows 5 tries; a new one (at most 3 resends)
 * replaces it and the link. The pending row lives 24 hours.
 *
 * An e-mail that already has an account gets the same treatment, step for step (the password is hashed, a pending
 * row and one e-mail are written), so the answer and its timing say nothing; only the e-mail differs: it says an
 * account exists and links to the reset. Its pending row can never complete: its code was never sent, and
 * completing refuses an address that has an account.
 */

export const signUpCodeLifetimeMs = 10 * 60_000;
export const pendingSignUpLifetimeMs = 24 * 3_600_000;
export const maxCodeTries = 5;
export const maxResends = 3;
/** Sign-ups and resends from one address. */
export const signUpQuota = { form: 'customer-sign-up', max: 10, windowMs: 3_600_000 } as const;
/** Verification e-mails to one recipient an hour: more are silently not written. */
export const maxVerificationEmailsPerHour = 5;

export interface SignUpInput {
  name: string;
  email: string;
  /** Absent: the visitor will add a passkey after verifying. */
  password?: string;
}

export type SignUpFailure =
  | { reason: 'rate-limited'; retryAfterMinutes: number }
  | { reason: 'not-found'; problem: 'gone' }
  | { reason: 'invalid'; problem: 'expired' | 'wrong-code' | 'too-many-tries'; triesLeft?: number }
  | { reason: 'conflict'; problem: 'resend-limit' | 'account-exists' };

interface PendingRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  code_hash: string;
  code_expires_at: string;
  code_tries: number | string;
  resends: number | string;
}

const codeHash = (id: string, code: string) => hashToken(`${id}:${code}`);
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The verify page's address for a pending sign-up. */
export const verifyPath = (id: string) => `/signup/verify?s=${encodeURIComponent(id)}`;

async function queueVerificationEmail(
  db: Db,
  pending: { id: string; email: string; name: string },
  secrets: { code: string; link: string },
  now: Date,
): Promise<void> {
  // Both branches count and write the same rows, so an existing account costs what a new one does.
  const recent = await recentEmailsTo(db, pending.email, 'verification', new Date(now.getTime() - 3_600_000));
  const exists = Boolean(await db.get('SELECT id FROM customers WHERE email = ?', [pending.email]));
  if (recent >= maxVerificationEmailsPerHour) return;
  const expiresAt = new Date(now.getTime() + signUpCodeLifetimeMs);
  const greeting = pending.name ? `Hello ${pending.name},` : 'Hello,';
  const text = exists
    ? [
        'Hello,',
        '',
        'Someone (perhaps you) asked to open a UPM Trading account with this e-mail address, but an account with it',
        'already exists. Nothing was changed.',
        '',
        `To sign in: ${originPlaceholder}/login`,
        `Forgotten your password? Set a new one: ${originPlaceholder}/forgot-password`,
        '',
        'If it was not you, you can ignore this e-mail.',
        '',
        'UPM Trading',
      ]
    : [
        greeting,
        '',
        `Your code to confirm this e-mail address for your UPM Trading account: ${secrets.code}`,
        '',
        `Or open this link and confirm: ${originPlaceholder}/signup/verify?token=${secrets.link}`,
        '',
        'The code and the link work once, for 10 minutes.',
        'If you did not ask for an account, ignore this e-mail: nothing is kept, and the request is deleted within a day.',
        '',
        'UPM Trading',
      ];
  await queueCustomerEmail(
    db,
    {
      kind: 'verification',
      email: pending.email,
      subject: exists ? 'Your UPM Trading account' : `Your UPM Trading code: ${secrets.code}`,
      text: text.join('\n'),
      expiresAt: exists ? undefined : expiresAt,
    },
    now,
  );
}

function newSecrets(id: string) {
  const code = newCode();
  const link = randomBytes(32).toString('base64url');
  return { code, link, codeHash: codeHash(id, code), linkHash: hashToken(link) };
}

/**
 * Starts a sign-up: the pending row and its e-mail, whether or not the address has an account. Returns the
 * pending row's id (the verify page's address), or how long this address must wait.
 */
export async function startSignUp(
  db: Db,
  input: SignUpInput,
  meta: { ipHash: string; now?: Date; params?: ScryptParams },
): Promise<Result<{ id: string }, SignUpFailure>> {
  const now = meta.now ?? new Date();
  const email = normaliseEmail(input.email);
  // Hashed before anything is known about the address: the same work for every sign-up.
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password, meta.params);
  await purgeCustomerSignUpData(db, now);
  const id = randomBytes(18).toString('base64url');
  const secrets = newSecrets(id);
  const wait = await db.transaction(async (tx) => {
    const minutes = await spendAddressQuota(tx, signUpQuota, meta.ipHash, now);
    if (minutes !== null) return minutes;
    const exists = Boolean(await tx.get('SELECT id FROM customers WHERE email = ?', [email]));
    await tx.run(
      `INSERT INTO customer_signups (id, email, name, password_hash, code_hash, link_hash, code_expires_at, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        email,
        input.name,
        // An existing account's sign-up keeps no password: it can never complete.
        exists ? null : passwordHash,
        secrets.codeHash,
        secrets.linkHash,
        new Date(now.getTime() + signUpCodeLifetimeMs).toISOString(),
        now.toISOString(),
        new Date(now.getTime() + pendingSignUpLifetimeMs).toISOString(),
      ],
    );
    await queueVerificationEmail(tx, { id, email, name: input.name }, secrets, now);
    return null;
  });
  if (wait !== null) return { ok: false, reason: 'rate-limited', retryAfterMinutes: wait };
  return { ok: true, value: { id } };
}

const livePending = (db: Db, where: string, value: string, now: Date) =>
  db.get<PendingRow>(
    `SELECT id, email, name, password_hash, code_hash, code_expires_at, code_tries, resends
     FROM customer_signups WHERE ${where} = ? AND expires_at > ?`,
    [value, now.toISOString()],
  );

/** What the verify page shows of a pending sign-up: the address the code went to, or undefined when it is gone. */
export async function pendingSignUp(db: Db, id: string, now: Date = new Date()) {
  const row = await livePending(db, 'id', id, now);
  return row ? { email: row.email, resendsLeft: Math.max(0, maxResends - Number(row.resends)) } : undefined;
}

export interface VerifiedAccount {
  customerId: string;
  email: string;
  /** False for a passkey sign-up: the account has no way in yet but this session. */
  hasPassword: boolean;
}

/** Makes the account from a verified pending row, and deletes every pending sign-up of the address. */
async function complete(db: Db, row: PendingRow, now: Date): Promise<Result<VerifiedAccount, SignUpFailure>> {
  return db.transaction(async (tx) => {
    const claimed = await tx.run('DELETE FROM customer_signups WHERE id = ?', [row.id]);
    // A parallel verification of the same row won: this one is a second use.
    if (claimed.changes !== 1) return { ok: false, reason: 'not-found', problem: 'gone' } as const;
    if (await tx.get('SELECT id FROM customers WHERE email = ?', [row.email])) {
      return { ok: false, reason: 'conflict', problem: 'account-exists' } as const;
    }
    const id = crypto.randomUUID();
    const at = now.toISOString();
    await tx.run(
      `INSERT INTO customers (id, email, name, password_hash, created_at, updated_at, email_verified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [id, row.email, row.name, row.password_hash ?? '', at, at, at],
    );
    await tx.run('DELETE FROM customer_signups WHERE email = ?', [row.email]);
    return { ok: true, value: { customerId: id, email: row.email, hasPassword: Boolean(row.password_hash) } } as const;
  });
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a typed code: at most 5 tries per code (counted before the comparison, so parallel guesses count too). */
export async function verifySignUpCode(
  db: Db,
  input: { id: string; code: string },
  now: Date = new Date(),
): Promise<Result<VerifiedAccount, SignUpFailure>> {
  const row = await livePending(db, 'id', input.id, now);
  if (!row) return { ok: false, reason: 'not-found', problem: 'gone' };
  if (Date.parse(row.code_expires_at) <= now.getTime()) return { ok: false, reason: 'invalid', problem: 'expired' };
  const counted = await db.run(
    'UPDATE customer_signups SET code_tries = code_tries + 1 WHERE id = ? AND code_hash = ? AND code_tries < ?',
    [row.id, row.code_hash, maxCodeTries],
  );
  if (counted.changes !== 1) return { ok: false, reason: 'invalid', problem: 'too-many-tries' };
  if (!sameHash(codeHash(row.id, input.code), row.code_hash)) {
    const triesLeft = maxCodeTries - Number(row.code_tries) - 1;
    return triesLeft > 0
      ? { ok: false, reason: 'invalid', problem: 'wrong-code', triesLeft }
      : { ok: false, reason: 'invalid', problem: 'too-many-tries' };
  }
  return complete(db, row, now);
}

/** Confirms the e-mailed link (posted from the page the link opens). */
export async function verifySignUpLink(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<Result<VerifiedAccount, SignUpFailure>> {
  const row = await livePending(db, 'link_hash', hashToken(token), now);
  if (!row) return { ok: false, reason: 'not-found', problem: 'gone' };
  if (Date.parse(row.code_expires_at) <= now.getTime()) return { ok: false, reason: 'invalid', problem: 'expired' };
  return complete(db, row, now);
}

/** Whether a link token names a live pending sign-up (the page the link opens asks to confirm it). */
export async function signUpLinkIsLive(db: Db, token: string, now: Date = new Date()): Promise<boolean> {
  const row = await livePending(db, 'link_hash', hashToken(token), now);
  return Boolean(row && Date.parse(row.code_expires_at) > now.getTime());
}

/** Sends a new code and link (the old ones stop working), at most 3 times per sign-up and within the address quota. */
export async function resendSignUpCode(
  db: Db,
  id: string,
  meta: { ipHash: string; now?: Date },
): Promise<Result<{ resendsLeft: number }, SignUpFailure>> {
  const now = meta.now ?? new Date();
  const row = await livePending(db, 'id', id, now);
  if (!row) return { ok: false, reason: 'not-found', problem: 'gone' };
  const secrets = newSecrets(row.id);
  const outcome = await db
    .transaction(async (tx) => {
      const updated = await tx.run(
        `UPDATE customer_signups SET code_hash = ?, link_hash = ?, code_expires_at = ?, code_tries = 0, resends = resends + 1
       WHERE id = ? AND resends < ?`,
        [
          secrets.codeHash,
          secrets.linkHash,
          new Date(now.getTime() + signUpCodeLifetimeMs).toISOString(),
          row.id,
          maxResends,
        ],
      );
      if (updated.changes !== 1) return { limit: true } as const;
      const minutes = await spendAddressQuota(tx, signUpQuota, meta.ipHash, now);
      // Thrown to roll the resend back; caught below.
      if (minutes !== null) throw new QuotaSpent(minutes);
      await queueVerificationEmail(tx, row, secrets, now);
      return { limit: false } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof QuotaSpent) return { minutes: error.minutes } as const;
      throw error;
    });
  if ('minutes' in outcome) return { ok: false, reason: 'rate-limited', retryAfterMinutes: outcome.minutes };
  if (outcome.limit) return { ok: false, reason: 'conflict', problem: 'resend-limit' };
  return { ok: true, value: { resendsLeft: maxResends - Number(row.resends) - 1 } };
}

class QuotaSpent extends Error {
  readonly minutes: number;
  constructor(minutes: number) {
    super('address quota spent');
    this.minutes = minutes;
  }
}
