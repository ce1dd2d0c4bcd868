import type { Peer } from '~/platform/http/client-ip.server';
import type { Db } from '~/platform/db/types';
import { type Admin, findAdminById } from './admins.server';
import { type Config, serverConfig } from '~/config.server';
import { cookieName, isSecureRequest, readCookie, serializeCookie } from '~/platform/http/cookies.server';
import { hashSessionId, newSessionTokens, sessionUserAgent } from './session-tokens.server';

/** The settings sessions depend on (tests pass their own; the server's come from app/config.server.ts). */
export type SessionConfig = Pick<Config, 'session' | 'trustedProxies'>;

const sessionCookieBase = 'upm_admin_session';
// 256 bits in base64url: 43 characters. Anything else is not one of ours and is ignored without a query.
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

export interface AdminSession {
  admin: Admin;
  /** SHA-256 of the cookie's id: the row key. */
  idHash: string;
  csrfToken: string;
  createdAt: string;
  /** The step this session passed last: 'password' alone, or a second factor (decision 020). */
  factor: SessionFactor;
}

/** How a session was signed in: the password alone, or with (or by) a second factor. */
export type SessionFactor = 'password' | 'totp' | 'recovery' | 'passkey';

interface SessionRow {
  id_hash: string;
  admin_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  factor: string;
}

/** Starts a session with a fresh id (never reusing one the browser sent: no fixation). Returns the Set-Cookie header. */
export async function createSession(
  db: Db,
  request: Request,
  adminId: string,
  options: {
    context?: Peer;
    now?: Date;
    config?: SessionConfig;
    factor?: SessionFactor;
    /** What the Security page lists: the client's IP hash and user agent (cut to 256 characters). */
    ipHash?: string;
  } = {},
): Promise<{ setCookie: string; csrfToken: string }> {
  const config = options.config ?? serverConfig();
  const now = (options.now ?? new Date()).toISOString();
  const { id, csrfToken } = newSessionTokens();
  await db.run(
    'INSERT INTO admin_sessions (id_hash, admin_id, csrf_token, created_at, last_seen_at, factor, ip_hash, user_agent) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    [
      hashSessionId(id),
      adminId,
      csrfToken,
      now,
      now,
      options.factor ?? 'password',
      options.ipHash ?? null,
      sessionUserAgent(request),
    ],
  );
  const secure = isSecureRequest(request, options.context, config.trustedProxies);
  const settings = config.session;
  return {
    setCookie: serializeCookie(cookieName(sessionCookieBase, secure), id, {
      secure,
      maxAgeSeconds: settings.absoluteMs / 1000,
    }),
    csrfToken,
  };
}

/**
 * The signed-in admin of this request, or undefined: no cookie, an id the server never issued,
 * an idle or absolute timeout (the row is then deleted), or a deleted or disabled admin. Refreshes the idle clock.
 */
export async function getSession(
  db: Db,
  request: Request,
  options: { context?: Peer; now?: Date; config?: SessionConfig } = {},
): Promise<AdminSession | undefined> {
  const config = options.config ?? serverConfig();
  const id = readCookie(
    request,
    cookieName(sessionCookieBase, isSecureRequest(request, options.context, config.trustedProxies)),
  );
  if (!id || !sessionIdPattern.test(id)) return undefined;
  const idHash = hashSessionId(id);
  const row = await db.get<SessionRow>('SELECT * FROM admin_sessions WHERE id_hash = ?', [idHash]);
  if (!row) return undefined;
  const now = options.now ?? new Date();
  const settings = config.session;
  const idle = now.getTime() - Date.parse(row.last_seen_at) > settings.idleMs;
  const tooOld = now.getTime() - Date.parse(row.created_at) > settings.absoluteMs;
  if (idle || tooOld) {
    await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [idHash]);
    return undefined;
  }
  const admin = await findAdminById(db, row.admin_id);
  if (!admin || admin.disabledAt) return undefined;
  await db.run('UPDATE admin_sessions SET last_seen_at = ? WHERE id_hash = ?', [now.toISOString(), idHash]);
  return {
    admin,
    idHash,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    factor: row.factor as SessionFactor,
  };
}

/** Signs out: deletes the session row (so the old cookie is worthless) and returns a Set-Cookie that clears it. */
export async function destroySession(
  db: Db,
  request: Request,
  options: { context?: Peer; config?: SessionConfig } = {},
): Promise<string> {
  const config = options.config ?? serverConfig();
  const secure = isSecureRequest(request, options.context, config.trustedProxies);
  const name = cookieName(sessionCookieBase, secure);
  const id = readCookie(request, name);
  if (id && sessionIdPattern.test(id))
    await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [hashSessionId(id)]);
  return serializeCookie(name, '', { secure, maxAgeSeconds: 0 });
}

/** Removes expired session rows (called at sign-in, so the table does not grow without bound). */
export async function pruneSessions(
  db: Db,
  now: Date = new Date(),
  settings: Config['session'] = serverConfig().session,
): Promise<void> {
  await db.run('DELETE FROM admin_sessions WHERE last_seen_at < ? OR created_at < ?', [
    new Date(now.getTime() - settings.idleMs).toISOString(),
    new Date(now.getTime() - settings.absoluteMs).toISOString(),
  ]);
}
