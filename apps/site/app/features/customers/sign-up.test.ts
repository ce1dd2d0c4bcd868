import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { verifyPassword } from '~/platform/auth/password.server';
import type { Db } from '~/platform/db/types';
import {
  maxCodeTries,
  maxResends,
  maxVerificationEmailsPerHour,
  pendingSignUp,
  resendSignUpCode,
  signUpQuota,
  startSignUp,
  verifySignUpCode,
  verifySignUpLink,
} from './sign-up.server';
import { customerVerificationEmails, purgeCustomerSignUpData } from './customer-emails.server';

const dialects = await freshDialects();
const t0 = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;

interface Mail {
  email: string;
  subject: string;
  mail_text: string;
  expires_at: string | null;
}
const mails = (db: Db) =>
  db.all<Mail>(
    "SELECT email, subject, mail_text, expires_at FROM customer_emails WHERE kind = 'verification' ORDER BY created_at, id",
  );
const lastMail = async (db: Db) => (await mails(db)).at(-1)!;
const codeIn = (mail: Mail) => /: (\d{6})$/m.exec(mail.mail_text)?.[1] ?? '';
const linkIn = (mail: Mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.mail_text)?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const signUp = (db: Db, input: { email: string; password?: string; name?: string }, now = t0, ip = 'ip-a') =>
  startSignUp(db, { name: input.name ?? 'Tess', ...input }, { ipHash: ip, now, params: fastParams });

describe.each(dialects)('customer sign-up on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('keeps only a pending row and one e-mail with a code and a link; the code makes a verified account with the password', async () => {
    const db = await fresh();
    const password = randomPassword();
    const started = await signUp(db, { email: ' New@Example.com ', password });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(await db.all('SELECT id FROM customers')).toEqual([]);
    expect(await pendingSignUp(db, started.value.id, t0)).toEqual({ email: 'new@example.com', resendsLeft: 3 });
    const mail = await lastMail(db);
    expect(mail.email).toBe('new@example.com');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.mail_text).toContain('{{origin}}/signup/verify?token=');
    // The code and link are kept only hashed.
    const pending = await db.get<Record<string, string>>('SELECT * FROM customer_signups');
    expect(JSON.stringify(pending)).not.toContain(codeIn(mail));
    expect(JSON.stringify(pending)).not.toContain(linkIn(mail));

    const verified = await verifySignUpCode(db, { id: started.value.id, code: codeIn(mail) }, later(minute));
    expect(verified).toMatchObject({ ok: true, value: { email: 'new@example.com', hasPassword: true } });
    const account = await db.get<{ password_hash: string; email_verified_at: string; name: string }>(
      'SELECT password_hash, email_verified_at, name FROM customers',
    );
    expect(account?.email_verified_at).toBe(later(minute).toISOString());
    expect(account?.name).toBe('Tess');
    expect(await verifyPassword(password, account!.password_hash)).toBe(true);
    expect(await db.all('SELECT id FROM customer_signups')).toEqual([]);
    // Single use: the same code again finds nothing.
    expect(await verifySignUpCode(db, { id: started.value.id, code: codeIn(mail) }, later(minute))).toMatchObject({
      ok: false,
      problem: 'gone',
    });
  });

  it('verifies by the link once; a passkey sign-up has no password', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'keys@example.com' });
    expect(started.ok).toBe(true);
    const link = linkIn(await lastMail(db));
    const verified = await verifySignUpLink(db, link, later(minute));
    expect(verified).toMatchObject({ ok: true, value: { hasPassword: false } });
    expect(await db.get('SELECT password_hash FROM customers')).toEqual({ password_hash: '' });
    expect(await verifySignUpLink(db, link, later(minute))).toMatchObject({ ok: false, problem: 'gone' });
  });

  it('refuses a code after 10 minutes, and the link too', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'slow@example.com' });
    if (!started.ok) throw new Error('not started');
    const mail = await lastMail(db);
    expect(mail.expires_at).toBe(later(10 * minute).toISOString());
    const late = later(10 * minute + 1);
    expect(await verifySignUpCode(db, { id: started.value.id, code: codeIn(mail) }, late)).toMatchObject({
      ok: false,
      problem: 'expired',
    });
    expect(await verifySignUpLink(db, linkIn(mail), late)).toMatchObject({ ok: false, problem: 'expired' });
    expect(await db.all('SELECT id FROM customers')).toEqual([]);
  });

  it('allows 5 tries per code: the right code after 5 wrong ones is refused, and a new code starts again', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'guess@example.com' });
    if (!started.ok) throw new Error('not started');
    const id = started.value.id;
    const code = codeIn(await lastMail(db));
    const answers = [];
    for (let i = 0; i < maxCodeTries; i++) answers.push(await verifySignUpCode(db, { id, code: wrong(code) }, t0));
    expect(answers.map((answer) => (answer.ok ? 'ok' : 'problem' in answer ? answer.problem : answer.reason))).toEqual([
      'wrong-code',
      'wrong-code',
      'wrong-code',
      'wrong-code',
      'too-many-tries',
    ]);
    expect(answers[0]).toMatchObject({ triesLeft: 4 });
    expect(await verifySignUpCode(db, { id, code }, t0)).toMatchObject({ ok: false, problem: 'too-many-tries' });
    expect(await resendSignUpCode(db, id, { ipHash: 'ip-a', now: later(minute) })).toMatchObject({ ok: true });
    const fresh2 = codeIn(await lastMail(db));
    // The old code is dead with the new one.
    if (fresh2 !== code) {
      expect(await verifySignUpCode(db, { id, code }, later(minute))).toMatchObject({
        ok: false,
        problem: 'wrong-code',
      });
    }
    expect(await verifySignUpCode(db, { id, code: fresh2 }, later(minute))).toMatchObject({ ok: true });
  });

  it('counts parallel guesses: at most 5 of 20 reach the comparison', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'burst@example.com' });
    if (!started.ok) throw new Error('not started');
    const code = codeIn(await lastMail(db));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verifySignUpCode(db, { id: started.value.id, code: wrong(code) }, t0)),
    );
    const compared = answers.filter(
      (answer) => !answer.ok && 'problem' in answer && answer.problem === 'wrong-code',
    ).length;
    expect(compared).toBeLessThanOrEqual(maxCodeTries);
    expect((await db.get<{ code_tries: number }>('SELECT code_tries FROM customer_signups'))?.code_tries).toBe(5);
  });

  it('resends at most 3 times, each time a new code and link', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'again@example.com' });
    if (!started.ok) throw new Error('not started');
    const first = linkIn(await lastMail(db));
    for (let i = 0; i < maxResends; i++) {
      expect(await resendSignUpCode(db, started.value.id, { ipHash: 'ip-a', now: later(i + 1) })).toMatchObject({
        ok: true,
      });
    }
    expect(await resendSignUpCode(db, started.value.id, { ipHash: 'ip-a', now: t0 })).toMatchObject({
      ok: false,
      problem: 'resend-limit',
    });
    expect(await mails(db)).toHaveLength(4);
    expect(await verifySignUpLink(db, first, t0)).toMatchObject({ ok: false, problem: 'gone' });
  });

  it('spends the per-address quota on sign-ups and resends', async () => {
    const db = await fresh();
    for (let i = 0; i < signUpQuota.max; i++) {
      expect((await signUp(db, { email: `n${i}@example.com` }, t0, 'ip-busy')).ok).toBe(true);
    }
    expect(await signUp(db, { email: 'one-more@example.com' }, t0, 'ip-busy')).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      retryAfterMinutes: 60,
    });
    expect((await signUp(db, { email: 'one-more@example.com' }, t0, 'ip-other')).ok).toBe(true);
  });

  it('caps the verification e-mails to one address, silently', async () => {
    const db = await fresh();
    for (let i = 0; i < maxVerificationEmailsPerHour + 2; i++) {
      expect((await signUp(db, { email: 'victim@example.com' }, t0, `ip-${i}`)).ok).toBe(true);
    }
    expect(await mails(db)).toHaveLength(maxVerificationEmailsPerHour);
  });

  it('answers an address with an account exactly as a new one: a pending row and one e-mail, which says the account exists', async () => {
    const db = await fresh();
    await newCustomer(db, 'Old', { email: 'old@example.com' });
    const existing = await signUp(db, { email: 'old@example.com', password: randomPassword() });
    const brandNew = await signUp(db, { email: 'other@example.com', password: randomPassword() });
    expect(existing.ok && brandNew.ok).toBe(true);
    if (!existing.ok || !brandNew.ok) return;
    expect(existing.value.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await pendingSignUp(db, existing.value.id, t0)).toEqual(
      await pendingSignUp(db, brandNew.value.id, t0).then((p) => ({ ...p!, email: 'old@example.com' })),
    );
    const toOld = (await mails(db)).find((mail) => mail.email === 'old@example.com');
    const toNew = (await mails(db)).find((mail) => mail.email === 'other@example.com');
    expect(toOld?.email).toBe('old@example.com');
    expect(toOld?.mail_text).toContain('already exists');
    expect(toOld?.mail_text).toContain('{{origin}}/forgot-password');
    expect(toOld?.mail_text).not.toMatch(/\d{6}/);
    expect(toNew?.mail_text).toMatch(/\d{6}/);
    // The existing account's pending row keeps no password and can never complete.
    expect(await db.get('SELECT password_hash FROM customer_signups WHERE email = ?', ['old@example.com'])).toEqual({
      password_hash: null,
    });
    expect(await resendSignUpCode(db, existing.value.id, { ipHash: 'ip-a', now: later(1) })).toMatchObject({
      ok: true,
    });
    expect((await lastMail(db)).mail_text).toContain('already exists');
  });

  it('refuses to complete when the address got an account meanwhile', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'race@example.com' });
    if (!started.ok) throw new Error('not started');
    const code = codeIn(await lastMail(db));
    await newCustomer(db, 'Race', { email: 'race@example.com' });
    expect(await verifySignUpCode(db, { id: started.value.id, code }, t0)).toMatchObject({
      ok: false,
      problem: 'account-exists',
    });
  });

  it('forgets a pending sign-up after 24 hours: purged by the outbox pass and by the next sign-up', async () => {
    const db = await fresh();
    const started = await signUp(db, { email: 'gone@example.com' });
    if (!started.ok) throw new Error('not started');
    expect(await pendingSignUp(db, started.value.id, later(24 * 3_600_000 - 1))).toBeDefined();
    expect(await pendingSignUp(db, started.value.id, later(24 * 3_600_000))).toBeUndefined();
    await customerVerificationEmails.prepare!(db, later(24 * 3_600_000));
    expect(await db.all('SELECT id FROM customer_signups')).toEqual([]);
    await signUp(db, { email: 'next@example.com' }, later(25 * 3_600_000));
    await signUp(db, { email: 'last@example.com' }, later(50 * 3_600_000));
    expect(await db.all<{ email: string }>('SELECT email FROM customer_signups')).toEqual([
      { email: 'last@example.com' },
    ]);
    await purgeCustomerSignUpData(db, later(40 * 86_400_000));
    expect(await db.all('SELECT id FROM customer_emails')).toEqual([]);
  });
});
