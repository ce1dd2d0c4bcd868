import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '~/config.server';
import { createAdmin } from '~/lib/auth/admins.server';
import { startTotpEnrolment, checkTotpCode } from '~/lib/auth/factors/totp.server';
import { issueLoginToken } from '~/lib/auth/login-token.server';
import { authDialects, captureLog, fastParams, randomPassword, testContext } from '~/lib/auth/test-helpers.server';
import type { Db } from '~/lib/db/types';
import { loginAction } from './login.server';
import { secondStepAction } from './second-step.server';

const dialects = await authDialects();
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
    const admin = await createAdmin(
      db,
      { username: 'alice', email: 'a@example.com', password },
      { params: fastParams },
    );
    return { db, admin, password };
  };

  it('keeps the one-step sign-in with ADMIN_REQUIRE_2FA=0 and no factor', async () => {
    const { db, password } = await setup();
    const response = await passwordStep(db, 'alice', password);
    expect(response.headers.get('Location')).toBe('/secure/admin/dashboard');
    expect(cookieOf(response, 'upm_admin_session')).toMatch(/=.{43}$/);
    expect(cookieOf(response, 'upm_admin_pending')).toBeUndefined();
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
  });
});
