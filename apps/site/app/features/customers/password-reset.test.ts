import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { verifyPassword } from '~/platform/auth/password.server';
import type { Db } from '~/platform/db/types';
import {
  maxResetEmailsPerHour,
  requestPasswordReset,
  resetLinkIsLive,
  resetPassword,
  resetQuota,
} from './password-reset.server';

const dialects = await freshDialects();
const t0 = new Date('2026-11-27T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

const mailsTo = (db: Db, email: string, kind = 'reset') =>
  db.all<{ mail_text: string; expires_at: string | null }>(
    'SELECT mail_text, expires_at FROM customer_emails WHERE email = ? AND kind = ? ORDER BY created_at',
    [email, kind],
  );
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const ask = (db: Db, email: string, now = t0, ip = 'ip-a') => requestPasswordReset(db, { email }, { ipHash: ip, now });
const reset = (db: Db, token: string, password: string, now = t0) =>
  resetPassword(db, { token, password }, { now, params: fastParams });

describe.each(dialects)('the forgotten password on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('answers known and unknown addresses alike, writing one e-mail each: a link only for the account', async () => {
    const db = await fresh();
    await signedInCustomer(db, 'Tess');
    expect(await ask(db, 'TESS@example.com')).toEqual({ ok: true, value: null });
    expect(await ask(db, 'nobody@example.com')).toEqual({ ok: true, value: null });
    const [known] = await mailsTo(db, 'tess@example.com');
    const [unknown] = await mailsTo(db, 'nobody@example.com');
    expect(known?.mail_text).toContain('{{origin}}/reset-password?token=');
    expect(known?.expires_at).toBe(later(30 * 60_000).toISOString());
    expect(unknown?.mail_text).toContain('there is no account with it');
    expect(unknown?.mail_text).not.toContain('token=');
    // The link is stored only as a hash.
    const stored = await db.all('SELECT * FROM customer_password_resets');
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(tokenIn(known!.mail_text));
  });

  it('sets the password once with a live link, ends every session and token, and sends a notice', async () => {
    const db = await fresh();
    const { customer } = await signedInCustomer(db, 'Tess');
    await signedInCustomer(db, 'Other');
    await db.run(
      "INSERT INTO customer_tokens (id, customer_id, token_hash, created_at, expires_at) VALUES ('t1', ?, 'h1', ?, ?)",
      [customer.id, t0.toISOString(), later(86_400_000).toISOString()],
    );
    await ask(db, 'tess@example.com');
    const token = tokenIn((await mailsTo(db, 'tess@example.com'))[0]!.mail_text);
    expect(await resetLinkIsLive(db, token, t0)).toBe(true);
    const password = randomPassword();
    expect(await reset(db, token, password)).toEqual({ ok: true, value: { customerId: customer.id } });
    const row = await db.get<{ password_hash: string }>('SELECT password_hash FROM customers WHERE id = ?', [
      customer.id,
    ]);
    expect(await verifyPassword(password, row!.password_hash)).toBe(true);
    expect(await db.all('SELECT id_hash FROM customer_sessions WHERE customer_id = ?', [customer.id])).toEqual([]);
    expect(await db.all('SELECT id_hash FROM customer_sessions')).toHaveLength(1); // the other customer's
    expect(await db.get('SELECT revoked_at FROM customer_tokens')).toEqual({ revoked_at: t0.toISOString() });
    expect((await mailsTo(db, 'tess@example.com', 'notice'))[0]?.mail_text).toContain('was reset');
    // Single use.
    expect(await resetLinkIsLive(db, token, t0)).toBe(false);
    expect(await reset(db, token, randomPassword())).toEqual({ ok: false, reason: 'not-found', problem: 'link' });
  });

  it('refuses a link after 30 minutes', async () => {
    const db = await fresh();
    await signedInCustomer(db, 'Tess');
    await ask(db, 'tess@example.com');
    const token = tokenIn((await mailsTo(db, 'tess@example.com'))[0]!.mail_text);
    expect(await resetLinkIsLive(db, token, later(30 * 60_000))).toBe(false);
    expect(await reset(db, token, randomPassword(), later(30 * 60_000))).toMatchObject({ ok: false, problem: 'link' });
  });

  it('applies the password policy, keeping the link usable', async () => {
    const db = await fresh();
    await signedInCustomer(db, 'Tess');
    await ask(db, 'tess@example.com');
    const token = tokenIn((await mailsTo(db, 'tess@example.com'))[0]!.mail_text);
    expect(await reset(db, token, 'too short')).toEqual({
      ok: false,
      reason: 'invalid',
      problem: 'password',
      message: 'The password must be at least 15 characters long.',
    });
    expect(await reset(db, token, 'qazwsxedcrfvtgb')).toMatchObject({ problem: 'password' });
    expect(await resetLinkIsLive(db, token, t0)).toBe(true);
  });

  it('never resets an account with a passkey by e-mail, even with a link sent before the passkey', async () => {
    const db = await fresh();
    const { customer } = await signedInCustomer(db, 'Tess');
    await ask(db, 'tess@example.com');
    const token = tokenIn((await mailsTo(db, 'tess@example.com'))[0]!.mail_text);
    await db.run(
      `INSERT INTO customer_passkeys (id, customer_id, credential_id, public_key, counter, transports, name, created_at)
       VALUES ('pk1', ?, 'cred', 'key', 0, '[]', 'Phone', ?)`,
      [customer.id, t0.toISOString()],
    );
    expect(await resetLinkIsLive(db, token, t0)).toBe(false);
    expect(await reset(db, token, randomPassword())).toEqual({ ok: false, reason: 'conflict', problem: 'passkey' });
    await ask(db, 'tess@example.com', later(1));
    const second = (await mailsTo(db, 'tess@example.com'))[1]!.mail_text;
    expect(second).toContain('sign in with your passkey');
    expect(second).not.toContain('token=');
  });

  it('refuses a disabled account, answering as for any address', async () => {
    const db = await fresh();
    const { customer } = await signedInCustomer(db, 'Tess');
    await db.run('UPDATE customers SET disabled_at = ? WHERE id = ?', [t0.toISOString(), customer.id]);
    expect(await ask(db, 'tess@example.com')).toEqual({ ok: true, value: null });
    expect((await mailsTo(db, 'tess@example.com'))[0]?.mail_text).not.toContain('token=');
  });

  it('limits requests per address (429) and e-mails per recipient (silently)', async () => {
    const db = await fresh();
    for (let i = 0; i < resetQuota.max; i++) expect((await ask(db, `x${i}@example.com`, t0, 'busy')).ok).toBe(true);
    expect(await ask(db, 'y@example.com', t0, 'busy')).toEqual({
      ok: false,
      reason: 'rate-limited',
      retryAfterMinutes: 60,
    });
    for (let i = 0; i < maxResetEmailsPerHour + 2; i++) await ask(db, 'target@example.com', later(i), `ip-${i}`);
    expect(await mailsTo(db, 'target@example.com')).toHaveLength(maxResetEmailsPerHour);
  });
});
