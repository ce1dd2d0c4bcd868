import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { listAudit } from '~/platform/admin/audit.server';
import { newAdmin } from '~/platform/test-support/admin-session.server';
import { savePasskey } from '~/features/admin-auth/factors/passkeys.server';
import { anonymousChallengeLimits } from '~/features/admin-auth/factors/webauthn.server';
import { startTotpEnrolment, checkTotpCode } from '~/features/admin-auth/factors/totp.server';
import { issueLoginToken } from '~/platform/auth/login-token.server';
import { freshDialects, captureLog, randomPassword, testContext } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { loginAction } from './login.server';
import { passkeySignInAction } from './passkey-sign-in.server';
import { enrolAction, enrolLoader, secondStepAction, secondStepLoader } from './second-step.server';

const dialects = await freshDialects();
captureLog();
const origin = 'http://localhost:3000';
const peer = { clientIp: '203.0.113.7' };
const strict = { ...peer, config: readConfig({ ADMIN_REQUIRE_2FA: '1' }) };

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0];

async function passwordStep(db: Db, username: string, password: string, overrides = {}) {
  const { token, setCookie } = await issueLoginToken(db, new Request(`${origin}/secure/admin/login`), {
    context: peer,
  });
  const request = new Request(`${origin}/secure/admin/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      Cookie: setCookie!.split(';')[0]!,
    },
    body: new URLSearchParams({ csrf: token, username, password }),
  });
  return (await loginAction(request, testContext(db, { ...peer, ...overrides }))) as Response;
}

describe.each(dialects)('the two-step sign-in routes on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);
  const setup = async () => {
    const db = await fresh();
    const password = randomPassword();
    const admin = await newAdmin(db, 'alice', { password });
    return { db, admin, password };
  };

  it('keeps the one-step sign-in with ADMIN_REQUIRE_2FA=0 and no factor', async () => {
    const { db, password } = await setup();
    const response = await passwordStep(db, 'alice', password);
    expect(response.headers.get('Location')).toBe('/secure/admin/dashboard');
    expect(cookieOf(response, 'upm_admin_session')).toMatch(/=.{43}$/);
    expect(cookieOf(response, 'upm_admin_pending')).toBeUndefined();
    const [entry] = (await listAudit(db)).entries;
    expect(entry).toMatchObject({
      action: 'admin.sign_in',
      adminUsername: 'alice',
      after: { factor: 'password only' },
    });
  });

  it('sends an admin without a factor to enrol under ADMIN_REQUIRE_2FA=1, with no session', async () => {
    const { db, password } = await setup();
    const response = await passwordStep(db, 'alice', password, strict);
    expect(response.headers.get('Location')).toBe('/secure/admin/login/enrol');
    expect(cookieOf(response, 'upm_admin_pending')).toMatch(/=.{43}$/);
    expect(await db.get('SELECT COUNT(*) AS n FROM admin_sessions')).toEqual({ n: 0 });
  });

  it('asks an admin with an app for the code even with the policy off, and then signs in', async () => {
    const { db, admin, password } = await setup();
    const started = await startTotpEnrolment(db, admin);
    if (!started.ok) throw new Error('enrolment refused');
    const past = new Date(Date.now() - 60_000);
    await checkTotpCode(
      db,
      admin.id,
      await generate({ secret: started.secret, epoch: Math.floor(past.getTime() / 1000) }),
      {
        now: past,
        confirm: true,
      },
    );
    const first = await passwordStep(db, 'alice', password);
    expect(first.headers.get('Location')).toBe('/secure/admin/login/verify');
    const pending = cookieOf(first, 'upm_admin_pending')!;
    const submit = (code: string, headers: Record<string, string> = {}) =>
      secondStepAction(
        new Request(`${origin}/secure/admin/login/verify`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: pending, ...headers },
          body: new URLSearchParams({ code }),
        }),
        testContext(db, peer),
      );
    await expect(submit('000000', { Origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 });
    const wrong = (await submit('000000')) as unknown as { init: { status: number } };
    expect(wrong.init.status).toBe(401);
    const done = (await submit(await generate({ secret: started.secret }))) as Response;
    expect(done.headers.get('Location')).toBe('/secure/admin/dashboard');
    expect(cookieOf(done, 'upm_admin_session')).toBeDefined();
    expect(done.headers.getSetCookie().some((cookie) => /^upm_admin_pending=;.*Max-Age=0/.test(cookie))).toBe(true);
    const session = await db.get<{ factor: string }>('SELECT factor FROM admin_sessions');
    expect(session?.factor).toBe('totp');
    expect((await listAudit(db)).entries[0]).toMatchObject({ action: 'admin.sign_in', after: { factor: 'totp' } });
  });
});

describe.each(dialects)('the second step the admin’s factors allow, on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  /** An admin whose only factor is a passkey (its key material never checked here), half signed in. */
  const passkeyOnly = async (overrides = {}) => {
    const db = await fresh();
    const password = randomPassword();
    const admin = await newAdmin(db, 'pat', { password });
    await savePasskey(db, {
      credentialId: 'cred-1',
      adminId: admin.id,
      publicKey: new Uint8Array(32) as Uint8Array<ArrayBuffer>,
      counter: 0,
      transports: [],
      name: 'Laptop',
    });
    const first = await passwordStep(db, 'pat', password, overrides);
    return { db, admin, first, pending: cookieOf(first, 'upm_admin_pending')! };
  };
  const get = (path: string, cookie: string) => new Request(`${origin}${path}`, { headers: { Cookie: cookie } });
  const post = (path: string, cookie: string, body: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookie },
      body: new URLSearchParams(body),
    });
  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as Response,
    );

  it.each([
    ['0', peer],
    ['1', strict],
  ])('never lets a passkey-only admin enrol a fresh app instead (ADMIN_REQUIRE_2FA=%s)', async (_policy, context) => {
    const { db, first, pending } = await passkeyOnly(context);
    expect(first.headers.get('Location')).toBe('/secure/admin/login/verify');
    const page = await thrown(enrolLoader(get('/secure/admin/login/enrol', pending), testContext(db, context)));
    expect(page?.status).toBe(302);
    expect(page?.headers.get('Location')).toBe('/secure/admin/login/verify');
    const confirm = await thrown(
      enrolAction(post('/secure/admin/login/enrol', pending, { code: '123456' }), testContext(db, context)),
    );
    expect(confirm?.headers.get('Location')).toBe('/secure/admin/login/verify');
    expect(await db.get('SELECT COUNT(*) AS n FROM admin_totp')).toEqual({ n: 0 });
    expect(await db.get('SELECT COUNT(*) AS n FROM admin_sessions')).toEqual({ n: 0 });
    expect(await db.get('SELECT COUNT(*) AS n FROM admin_recovery_codes')).toEqual({ n: 0 });
  });

  it('offers the passkey on the verify page, and no code form, to a passkey-only admin', async () => {
    const { db, pending } = await passkeyOnly(strict);
    const page = (await secondStepLoader(get('/secure/admin/login/verify', pending), testContext(db, strict))) as {
      data: { totp: boolean; passkeys: boolean };
    };
    expect(page.data).toMatchObject({ totp: false, passkeys: true });
    const code = await thrown(
      secondStepAction(post('/secure/admin/login/verify', pending, { code: '123456' }), testContext(db, strict)),
    );
    expect(code?.headers.get('Location')).toBe('/secure/admin/login/verify');
  });

  it('sends an admin with no factor from the verify page and the passkey step to enrolment', async () => {
    const db = await fresh();
    const password = randomPassword();
    await newAdmin(db, 'nia', { password });
    const pending = cookieOf(await passwordStep(db, 'nia', password, strict), 'upm_admin_pending')!;
    const page = await thrown(secondStepLoader(get('/secure/admin/login/verify', pending), testContext(db, strict)));
    expect(page?.headers.get('Location')).toBe('/secure/admin/login/enrol');
    const options = await passkeySignInAction(
      post('/secure/admin/login/passkey', pending, { intent: 'options' }),
      testContext(db, strict),
    );
    expect(options.status).toBe(401);
  });
});

describe.each(dialects)('anonymous passkey challenges on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('stores a bounded number of challenges for 300 anonymous requests from one address, then answers 429', async () => {
    const db = await fresh();
    const ask = () =>
      passkeySignInAction(
        new Request(`${origin}/secure/admin/login/passkey`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: new URLSearchParams({ intent: 'options' }),
        }),
        testContext(db, peer),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 300; i++) statuses.push((await ask()).status);
    const rows = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM admin_webauthn_challenges');
    expect(Number(rows?.n)).toBe(anonymousChallengeLimits.perAddress);
    expect(statuses.filter((status) => status === 200)).toHaveLength(anonymousChallengeLimits.perAddress);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('300');
  }, 60_000);
});
