import { type AdminRole, createAdmin } from '~/platform/auth/admins.server';
import { createSession } from '~/platform/auth/session.server';
import type { Db } from '~/platform/db/types';
import { fastParams, randomPassword } from './test-helpers.server';

/**
 * A new admin (`<username>@example.com`, the given password or a random one, hashed with the fast test parameters),
 * not signed in.
 */
export function newAdmin(db: Db, username: string, options: { role?: AdminRole; password?: string } = {}) {
  return createAdmin(
    db,
    { username, email: `${username}@example.com`, password: randomPassword(), ...options },
    { params: fastParams },
  );
}

/**
 * A new admin (`<username>@example.com`, a random password, hashed with the fast test parameters) signed in: the
 * cookie to send back and the session's CSRF token, as the admin route tests post their forms.
 */
export async function signedInAdmin(db: Db, username: string, options: { role?: AdminRole } = {}) {
  const admin = await newAdmin(db, username, options);
  const { setCookie, csrfToken } = await createSession(db, new Request('http://localhost:3700'), admin.id);
  return { admin, cookie: setCookie.split(';')[0]!, csrfToken };
}
