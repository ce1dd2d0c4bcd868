import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin } from '~/lib/auth/admins.server';
import { issueLoginToken } from '~/lib/auth/login-token.server';
import { getSession } from '~/lib/auth/session.server';
import { authDialects, captureLog, fastParams, randomPassword, testContext } from '~/lib/auth/test-helpers.server';
import type { Db } from '~/lib/db/types';
import { loginAction } from './login.server';

const dialects = await authDialects();
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
async function submitSignIn(db: Db, username: string, password: string, cookie?: string) {
  const { token, setCookie } = await issueLoginToken(db, new Request(loginUrl), { context });
  const cookies = [setCookie!.split(';')[0], cookie].filter(Boolean).join('; ');
  const request = new Request(loginUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Cookie: cookies },
    body: new URLSearchParams({ csrf: token, username, password }),
  });
  return loginAction(request, testContext(db, context));
}

const signedIn = async (db: Db, cookie: string) =>
  (await getSession(db, new Request(`${origin}/secure/admin/dashboard`, { headers: { Cookie: cookie } }))) !==
  undefined;

describe.each(dialects)('admin sign-in route on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('destroys the session the request already carried when signing in again', async () => {
    const db = await fresh();
    const password = randomPassword();
    await createAdmin(db, { username: 'alice', email: 'a@example.com', password }, { params: fastParams });
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
});
