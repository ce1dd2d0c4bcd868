import { afterAll, describe, expect, it } from 'vitest';
import { freshDialects, captureLog, fastParams, randomPassword } from '~/platform/test-support/test-helpers.server';
import { handleLogin, handleLogout, handleMe } from './auth.server';
import { CustomerSetupError, createCustomer, hashToken } from '~/features/customers/customers.server';

const dialects = await freshDialects();
const log = captureLog();
const origin = 'http://localhost:3700';
// The production server puts the socket address in the load context.
const context = { clientIp: '203.0.113.50' };

const login = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const withToken = (path: string, token: string, method = 'GET') =>
  new Request(`${origin}${path}`, { method, headers: { Authorization: `Bearer ${token}`, Origin: origin } });

describe.each(dialects)('customer API on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  const setup = async () => {
    const db = await fresh();
    const password = randomPassword();
    const customer = await createCustomer(
      db,
      { email: 'Trader@Example.com', password, name: 'Tess' },
      { params: fastParams },
    );
    return { db, password, customer };
  };

  it('signs in with e-mail and password: 200 with an opaque token and the user, the token stored only hashed', async () => {
    const { db, password, customer } = await setup();
    const response = await handleLogin(login({ email: 'trader@example.com', password }), { db, ...context });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; user: unknown };
    expect(body.user).toEqual({ id: customer.id, email: 'trader@example.com', name: 'Tess' });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    const stored = await db.all<{ token_hash: string }>('SELECT token_hash FROM customer_tokens');
    expect(stored).toEqual([{ token_hash: hashToken(body.token) }]);
    expect(JSON.stringify(stored)).not.toContain(body.token);
    expect(log.join('\n')).not.toContain(body.token);
    expect(log.join('\n')).not.toContain(password);

    const me = await handleMe(withToken('/api/auth/me', body.token), { db });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: body.user });
  });

  it("refuses a wrong password with the server's message, the same for an unknown e-mail", async () => {
    const { db } = await setup();
    const wrong = await handleLogin(login({ email: 'trader@example.com', password: 'not-the-password' }), {
      db,
      ...context,
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password' });
    const unknown = await handleLogin(login({ email: 'nobody@example.com', password: 'whatever-it-is' }), {
      db,
      ...context,
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Invalid email or password' });
    // An unknown e-mail verifies a dummy hash at the production cost (so timing reveals nothing): slow on a busy machine.
  }, 30_000);

  it('refuses a null or control character in the e-mail with 400 and a message, never a database error', async () => {
    const { db, password } = await setup();
    for (const email of ['trader\0@example.com', 'trader\u001b@example.com']) {
      const response = await handleLogin(login({ email, password }), { db, ...context });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: expect.any(String) });
    }
  });

  it('refuses a revoked token after sign-out', async () => {
    const { db, password } = await setup();
    const { token } = (await (
      await handleLogin(login({ email: 'trader@example.com', password }), { db, ...context })
    ).json()) as {
      token: string;
    };
    const out = await handleLogout(withToken('/api/auth/logout', token, 'POST'), { db, ...context });
    expect(out.status).toBe(200);
    const me = await handleMe(withToken('/api/auth/me', token), { db });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({ message: 'Not signed in' });
    expect((await handleMe(new Request(`${origin}/api/auth/me`), { db })).status).toBe(401);
    expect((await handleLogout(new Request(`${origin}/api/auth/logout`, { method: 'POST' }), { db })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { db, password } = await setup();
    const { token } = (await (
      await handleLogin(login({ email: 'trader@example.com', password }), { db, ...context })
    ).json()) as {
      token: string;
    };
    const later = new Date(Date.now() + 31 * 24 * 3_600_000);
    expect((await handleMe(withToken('/api/auth/me', token), { db, now: later })).status).toBe(401);
  });

  it('throttles like the admin sign-in: 429 after 5 failures from one IP, even for the right password; not elsewhere', async () => {
    const { db, password } = await setup();
    for (let i = 0; i < 5; i++) {
      const response = await handleLogin(login({ email: 'trader@example.com', password: `wrong-${i}` }), {
        db,
        ...context,
      });
      expect(response.status).toBe(401);
    }
    const blocked = await handleLogin(login({ email: 'trader@example.com', password }), { db, ...context });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect(await blocked.json()).toEqual({ message: 'Too many attempts. Try again in 1 minute.' });
    // The customer's own address is not locked out by failures from another.
    const elsewhere = await handleLogin(login({ email: 'trader@example.com', password }), {
      db,
      clientIp: '198.51.100.77',
    });
    expect(elsewhere.status).toBe(200);
    // Customer failures use their own counters: no admin username or IP is blocked by them.
    const rows = await db.all<{ username: string; ip: string }>('SELECT username, ip FROM login_attempts');
    expect(rows.every((row) => row.username.startsWith('customer:') && row.ip.startsWith('customer:'))).toBe(true);
  });

  it('lets at most 5 of 40 parallel wrong passwords for one e-mail and IP reach the password check', async () => {
    const { db } = await setup();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        handleLogin(login({ email: 'trader@example.com', password: `wrong-${i}` }), { db, ...context }),
      ),
    );
    // 401: the password was checked; 429: refused before.
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('accepts JSON only (415 for form and text bodies), caps the body (413) and refuses other origins', async () => {
    const { db, password } = await setup();
    const form = await handleLogin(
      login(`email=trader%40example.com&password=${password}`, { 'Content-Type': 'application/x-www-form-urlencoded' }),
      { db, ...context },
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ message: 'Unsupported content type: send application/json.' });
    const text = await handleLogin(
      login(JSON.stringify({ email: 'trader@example.com', password }), { 'Content-Type': 'text/plain' }),
      {
        db,
        ...context,
      },
    );
    expect(text.status).toBe(415);
    const huge = await handleLogin(login({ email: 'trader@example.com', password: 'x'.repeat(70_000) }), {
      db,
      ...context,
    });
    expect(huge.status).toBe(413);
    const malformed = await handleLogin(login('{"email":'), { db, ...context });
    expect(malformed.status).toBe(400);
    const missing = await handleLogin(login({ email: 'trader@example.com' }), { db, ...context });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Email and password are required' });
    const crossSite = await handleLogin(
      login({ email: 'trader@example.com', password }, { Origin: 'https://evil.example' }),
      {
        db,
        ...context,
      },
    );
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: expect.stringMatching(/^Forbidden/) });
  });

  it('creates accounts with hashed passwords only, refusing short passwords and duplicates', async () => {
    const { db, password } = await setup();
    const row = await db.get<{ password_hash: string }>('SELECT password_hash FROM customers');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(row?.password_hash).not.toContain(password);
    await expect(
      createCustomer(db, { email: 'short@example.com', password: 'short' }, { params: fastParams }),
    ).rejects.toThrow(CustomerSetupError);
    await expect(
      createCustomer(db, { email: 'TRADER@example.com', password: randomPassword() }, { params: fastParams }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createCustomer(db, { email: 'not-an-email', password: randomPassword() }, { params: fastParams }),
    ).rejects.toThrow(/not valid/);
  });
});
