import { createHash, randomBytes } from 'node:crypto';
import type { Peer } from '~/platform/http/client-ip.server';
import { cookieName, isSecureRequest, readCookie, serializeCookie } from '~/platform/http/cookies.server';
import { type Config, serverConfig } from '~/config.server';
import type { Db } from '~/platform/db/types';

/*
 * The half-signed-in state (decision 020): the password was right, the second step is still due. It lives in its own
 * table under its own cookie, so no guard can mistake it for a session: it grants nothing but the second step
 * (or enrolment) and is gone after 5 minutes or once used.
 */

export const pendingLifetimeMs = 5 * 60_000;
const pendingCookieBase = 'upm_admin_pending';
const idPattern = /^[A-Za-z0-9_-]{43}$/;
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

type CookieConfig = Pick<Config, 'trustedProxies'>;
interface CookieOptions {
  context?: Peer;
  now?: Date;
  config?: CookieConfig;
}

export interface PendingSignIn {
  idHash: string;
  adminId: string;
  redirectTo: string;
  challenge: string | null;
  expiresAt: string;
}

interface PendingRow {
  id_hash: string;
  admin_id: string;
  redirect_to: string;
  challenge: string | null;
  expires_at: string;
}

const nameFor = (request: Request, options: CookieOptions) =>
  cookieName(
    pendingCookieBase,
    isSecureRequest(request, options.context, (options.config ?? serverConfig()).trustedProxies),
  );

/** Starts the half-signed-in state after a correct password; returns its Set-Cookie. Prunes expired ones. */
export async function startPendingSignIn(
  db: Db,
  request: Request,
  input: { adminId: string; redirectTo: string },
  options: CookieOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  await db.run('DELETE FROM admin_pending_sign_ins WHERE expires_at < ?', [now.toISOString()]);
  const id = randomBytes(32).toString('base64url');
  await db.run(
    'INSERT INTO admin_pending_sign_ins (id_hash, admin_id, redirect_to, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [
      hashId(id),
      input.adminId,
      input.redirectTo,
      now.toISOString(),
      new Date(now.getTime() + pendingLifetimeMs).toISOString(),
    ],
  );
  const secure = isSecureRequest(request, options.context, (options.config ?? serverConfig()).trustedProxies);
  return serializeCookie(cookieName(pendingCookieBase, secure), id, {
    secure,
    maxAgeSeconds: pendingLifetimeMs / 1000,
  });
}

/** The request's half-signed-in state, or undefined (none, unknown, or expired: an expired row is deleted). */
export async function readPendingSignIn(
  db: Db,
  request: Request,
  options: CookieOptions = {},
): Promise<PendingSignIn | undefined> {
  const id = readCookie(request, nameFor(request, options));
  if (!id || !idPattern.test(id)) return undefined;
  const row = await db.get<PendingRow>('SELECT * FROM admin_pending_sign_ins WHERE id_hash = ?', [hashId(id)]);
  if (!row) return undefined;
  if (Date.parse(row.expires_at) <= (options.now ?? new Date()).getTime()) {
    await db.run('DELETE FROM admin_pending_sign_ins WHERE id_hash = ?', [row.id_hash]);
    return undefined;
  }
  return {
    idHash: row.id_hash,
    adminId: row.admin_id,
    redirectTo: row.redirect_to,
    challenge: row.challenge,
    expiresAt: row.expires_at,
  };
}

/** Keeps the WebAuthn challenge issued to this half-sign-in (one at a time). */
export async function setPendingChallenge(db: Db, idHash: string, challenge: string | null): Promise<void> {
  await db.run('UPDATE admin_pending_sign_ins SET challenge = ? WHERE id_hash = ?', [challenge, idHash]);
}

/** Ends the half-signed-in state (used or abandoned); returns the Set-Cookie that clears its cookie. */
export async function endPendingSignIn(
  db: Db,
  request: Request,
  idHash: string | undefined,
  options: CookieOptions = {},
): Promise<string> {
  if (idHash) await db.run('DELETE FROM admin_pending_sign_ins WHERE id_hash = ?', [idHash]);
  const secure = isSecureRequest(request, options.context, (options.config ?? serverConfig()).trustedProxies);
  return serializeCookie(cookieName(pendingCookieBase, secure), '', { secure, maxAgeSeconds: 0 });
}
