import { afterAll, describe, expect, it } from 'vitest';
import { captureLog, freshDialects, randomPassword, testContext } from '~/platform/test-support/test-helpers.server';
import { newCustomer, signedInCustomer } from '~/platform/test-support/customer-session.server';
import { hashPassword } from '~/platform/auth/password.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import type { Db } from '~/platform/db/types';
import {
  forgotAction,
  forgotAcceptedMessage,
  loginAction,
  loginLoader,
  logoutAction,
  sessionLoader,
  signUpAction,
  verifyAction,
  verifyLoader,
} from './account-forms.server';

// Refused by the policy whatever the account: an entry of the public common-password list, and 9 characters.
const publicListEntry = 'qazwsxedcrfvtgb';
const tooShort = 'short one';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';
const peer = { clientIp: '198.51.100.20' };

const post = (path: string, values: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
    body: new URLSearchParams(values).toString(),
  });
const get = (path: string, cookie?: string) =>
  new Request(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const cookiesOf = (response: Response) => response.headers.getSetCookie();
const sessionCookie = (response: Response) => cookiesOf(response)[0]!.split(';')[0]!;

/** A verified customer with a password (fast scrypt, so the tests stay quick). */
async function withPassword(db: Db, name: string) {
  const customer = await newCustomer(db, name);
  const password = randomPassword();
  await db.run('UPDATE customers SET password_hash = ? WHERE id = ?', [
    await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
    customer.id,
  ]);
  return { customer, password };
}

describe.each(dialects)('the account pages on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('signs up without a password (passkey), verifies by code and signs in with a cookie, never on the GET', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const started = await signUpAction(
      post('/signup', { name: 'Tess', email: 'tess@example.com', password: '', passkey: 'on' }),
      context,
    );
    expect(started).toBeInstanceOf(Response);
    const location = (started as Response).headers.get('location')!;
    expect(location).toMatch(/^\/signup\/verify\?s=[A-Za-z0-9_-]+$/);
    expect(cookiesOf(started as Response)).toEqual([]);
    const page = await verifyLoader(get(location), context);
    expect(page).toMatchObject({ mode: 'code', email: 'tess@example.com', resendsLeft: 3 });
    const mail = await db.get<{ mail_text: string }>('SELECT mail_text FROM customer_emails');
    const code = /: (\d{6})$/m.exec(mail!.mail_text)![1]!;
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.mail_text)![1]!;
    // The link's page only asks to confirm: opening it changes nothing.
    expect(await verifyLoader(get(`/signup/verify?token=${token}`), context)).toEqual({ mode: 'link', token });
    expect(await db.all('SELECT id FROM customers')).toEqual([]);

    const s = new URL(location, base).searchParams.get('s')!;
    const bad = payload(await verifyAction(post('/signup/verify', { intent: 'code', s, code: 'abc' }), context));
    expect(bad).toEqual({ status: 400, data: { codeError: 'Please enter the 6-digit code from the e-mail.' } });
    const done = (await verifyAction(post('/signup/verify', { intent: 'code', s, code }), context)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account#passkeys');
    expect(cookiesOf(done)[0]).toMatch(/^upm_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookiesOf(done)[1]).toMatch(/^upm_signed_in=1;/);
    const session = await sessionLoader(get('/api/auth/session', sessionCookie(done)), context);
    expect(await session.json()).toEqual({ user: { name: 'Tess', email: 'tess@example.com' } });
  });

  it('confirms the e-mailed link by its POST', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    await signUpAction(
      post('/signup', { name: 'Tess', email: 'tess@example.com', password: '', passkey: 'on' }),
      context,
    );
    const mail = await db.get<{ mail_text: string }>('SELECT mail_text FROM customer_emails');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.mail_text)![1]!;
    const done = await verifyAction(post(`/signup/verify?token=${token}`, { intent: 'link', token }), context);
    expect((done as Response).headers.get('location')).toBe('/account#passkeys');
  });

  it('answers a sign-up with a taken address exactly as a new one', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    await newCustomer(db, 'Old', { email: 'old@example.com' });
    const answers = [];
    for (const email of ['old@example.com', 'new@example.com']) {
      const response = (await signUpAction(
        post('/signup', { name: 'Tess', email, password: '', passkey: 'on' }),
        context,
      )) as Response;
      answers.push({
        status: response.status,
        location: response.headers.get('location')!.replace(/s=[A-Za-z0-9_-]+/, 's=…'),
        cookies: cookiesOf(response),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(await db.all('SELECT kind FROM customer_emails')).toHaveLength(2);
  });

  it('refuses a weak or missing password beside the field, keeping what was typed but the password', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const values = { name: 'Tess', email: 'tess@example.com', passkey: '' };
    const missing = payload(await signUpAction(post('/signup', { ...values, password: '' }), context));
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({
      status: 'invalid',
      errors: { password: 'Please choose a password, or choose to use a passkey.' },
      values: { ...values, password: '' },
    });
    const common = payload(await signUpAction(post('/signup', { ...values, password: publicListEntry }), context));
    expect(common.data).toMatchObject({ errors: { password: expect.stringMatching(/most commonly used/) } });
    expect(JSON.stringify(common.data)).not.toContain(publicListEntry);
    const short = payload(await signUpAction(post('/signup', { ...values, email: 'x', password: tooShort }), context));
    expect(short.data).toMatchObject({ errors: { email: expect.any(String) }, values: { email: 'x', password: '' } });
    expect(await db.all('SELECT id FROM customer_signups')).toEqual([]);
  });

  it('signs in with the form: a session cookie and back to a same-site `next` only', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const { customer, password } = await withPassword(db, 'Tess');
    const ok = (await loginAction(
      post('/login', { email: customer.email, password, next: '/education/beginner' }),
      context,
    )) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get('location')).toBe('/education/beginner');
    const cookie = sessionCookie(ok);
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '']) {
      const response = (await loginAction(
        post('/login', { email: customer.email, password, next }),
        context,
      )) as Response;
      expect(response.headers.get('location')).toBe('/account');
    }
    // Signed in, /login sends the customer on.
    const redirect = await thrownBy(loginLoader(get('/login', cookie), context));
    expect(redirect.headers.get('location')).toBe('/account');
    expect(await loginLoader(get('/login?next=/x'), context)).toEqual({ next: '/x', reset: false });
  });

  it('gives one answer for a wrong password, an unknown, unverified, disabled or password-less account, keeping the e-mail', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const { customer, password } = await withPassword(db, 'Tess');
    const unverified = await withPassword(db, 'Una');
    await db.run('UPDATE customers SET email_verified_at = NULL WHERE id = ?', [unverified.customer.id]);
    const disabled = await withPassword(db, 'Dis');
    await db.run('UPDATE customers SET disabled_at = ? WHERE id = ?', [
      '2026-01-01T00:00:00.000Z',
      disabled.customer.id,
    ]);
    const passwordless = await newCustomer(db, 'Keys');
    const attempts = [
      { email: customer.email, password: randomPassword() },
      { email: 'nobody@example.com', password },
      { email: unverified.customer.email, password: unverified.password },
      { email: disabled.customer.email, password: disabled.password },
      { email: passwordless.email, password: '' + 'x'.repeat(20) },
    ];
    for (const attempt of attempts) {
      const answer = payload(await loginAction(post('/login', { ...attempt, next: '' }), context));
      expect(answer).toEqual({ status: 401, data: { message: 'Invalid email or password', email: attempt.email } });
    }
  }, 30_000);

  it('throttles the form like the API: after 5 failures this address waits, with Retry-After', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const { customer, password } = await withPassword(db, 'Tess');
    for (let i = 0; i < 5; i++) {
      await loginAction(post('/login', { email: customer.email, password: `wrong-${i}-password`, next: '' }), context);
    }
    const blocked = (await loginAction(post('/login', { email: customer.email, password, next: '' }), context)) as {
      data: { message: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(blocked.init.status).toBe(429);
    expect(blocked.init.headers['Retry-After']).toBe('60');
    expect(blocked.data.message).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('signs out only with the form token, ending the session and clearing both cookies', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    const { cookie, csrfToken } = await signedInCustomer(db, 'Tess');
    const forged = await thrownBy(logoutAction(post('/logout', { csrf: 'wrong' }, { Cookie: cookie }), context));
    expect(forged.status).toBe(403);
    const out = (await logoutAction(post('/logout', { csrf: csrfToken }, { Cookie: cookie }), context)) as Response;
    expect(out.headers.get('location')).toBe('/login?signed-out=1');
    expect(cookiesOf(out).every((line) => /Max-Age=0/.test(line))).toBe(true);
    expect(await db.all('SELECT id_hash FROM customer_sessions')).toEqual([]);
    const after = await sessionLoader(get('/api/auth/session', cookie), context);
    expect(await after.json()).toEqual({ user: null });
    expect(after.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /forgot-password the same for a known and an unknown address', async () => {
    const db = await fresh();
    const context = testContext(db, peer);
    await newCustomer(db, 'Tess');
    const known = payload(await forgotAction(post('/forgot-password', { email: 'tess@example.com' }), context));
    const unknown = payload(await forgotAction(post('/forgot-password', { email: 'nobody@example.com' }), context));
    expect(known).toEqual(unknown);
    expect(known).toEqual({ status: 200, data: { status: 'accepted', message: forgotAcceptedMessage } });
  });
});
