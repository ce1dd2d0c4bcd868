import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTotpCode, startTotpEnrolment } from '~/features/admin-auth/factors/totp.server';
import { newAdmin } from '~/platform/test-support/admin-session.server';
import { issueLoginToken } from '~/platform/auth/login-token.server';
import { getSession } from '~/platform/auth/session.server';
import { freshDialects, captureLog, randomPassword, testContext } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { loginAction, secondFactorRequiredMessage } from './login.server';

const dialects = await freshDialects();
captureLog();
const origin = 'http://localhost:3000';
const loginUrl = `${origin}/secure/admin/login`;
// The production server puts the socket address in the load context.
const context = { clientIp: '203.0.113.5' };

/** The `name=value` part of the session cookie a response sets, or undefined. */
function sessionCookie(response: unknown): string | undefined {
  if (!(response instanceof Response)) return undefined;
  const setCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('upm_admin_session='));
  return setCookie?.split(';')[0];
}

/** Submits the sign-in form the way a browser would, carrying `cookie` (a session cookie) when given. */
async function submitSignIn(
  db: Db,
  username: string,
  password: string,
  cookie?: string,
  extra: { code?: string; clientIp?: string } = {},
) {
  const peer = extra.clientIp ? { clientIp: extra.clientIp } : context;
  const { token, setCookie } = await issueLoginToken(db, new Request(loginUrl), { context: peer });
  const cookies = [setCookie!.split(';')[0], cookie].filter(Boolean).join('; ');
  const request = new Request(loginUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookies },
    body: new URLSearchParams({ csrf: token, username, password, ...(extra.code ? { code: extra.code } : {}) }),
  });
  return loginAction(request, testContext(db, peer));
}

const signedIn = async (db: Db, cookie: string) =>
  (await getSession(db, new Request(`${origin}/secure/admin/dashboard`, { headers: { Cookie: cookie } }))) !==
  undefined;

describe.each(dialects)('admin sign-in route on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('destroys the session the request already carried when signing in again', async () => {
    const db = await fresh();
    const password = randomPassword();
    await newAdmin(db, 'alice', { password });
    const cookieA = sessionCookie(await submitSignIn(db, 'alice', password));
    expect(cookieA).toBeDefined();
    expect(await signedIn(db, cookieA!)).toBe(true);

    const cookieB = sessionCookie(await submitSignIn(db, 'alice', password, cookieA));
    expect(cookieB).toBeDefined();
    expect(cookieB).not.toBe(cookieA);
    expect(await signedIn(db, cookieA!)).toBe(false);
    expect(await signedIn(db, cookieB!)).toBe(true);
    expect(await db.get('SELECT COUNT(*) AS n FROM admin_sessions')).toEqual({ n: 1 });
  });

  it('over the username cap asks every unknown address for a code, and signs the owner in with password and code', async () => {
    const db = await fresh();
    const password = randomPassword();
    const admin = await newAdmin(db, 'alice', { password });
    const started = await startTotpEnrolment(db, admin);
    if (!started.ok) throw new Error('enrolment refused');
    const past = new Date(Date.now() - 90_000);
    const pastCode = await generate({ secret: started.secret, epoch: Math.floor(past.getTime() / 1000) });
    await checkTotpCode(db, admin.id, pastCode, { now: past, confirm: true });
    for (let address = 0; address < 11; address++) {
      for (let i = 0; i < 5; i++) {
        await submitSignIn(db, 'alice', `guess-${i}`, undefined, { clientIp: `198.51.100.${address + 1}` });
      }
    }
    const elsewhere = { clientIp: '192.0.2.44' };
    const answer = (result: unknown) => {
      const { data, init } = result as { data: { error: string; askCode: boolean }; init: { status: number } };
      return { status: init.status, ...data };
    };
    const asked = answer(await submitSignIn(db, 'alice', password, undefined, elsewhere));
    expect(asked).toEqual({ status: 401, error: secondFactorRequiredMessage, askCode: true });
    expect(answer(await submitSignIn(db, 'alice', 'wrong', undefined, { ...elsewhere, code: '123456' }))).toEqual(
      asked,
    );
    const done = await submitSignIn(db, 'alice', password, undefined, {
      ...elsewhere,
      code: await generate({ secret: started.secret }),
    });
    const cookie = sessionCookie(done);
    expect(cookie).toBeDefined();
    expect(await signedIn(db, cookie!)).toBe(true);
    expect(await db.get<{ factor: string }>('SELECT factor FROM admin_sessions')).toEqual({ factor: 'totp' });
    // That address is known-good now: remembered (hashed) for the username.
    expect(await db.get('SELECT COUNT(*) AS n FROM sign_in_addresses')).toEqual({ n: 1 });
  }, 60_000);
});
