import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/types';
import { type Admin, findAdminById } from './admins.server';
import { fromTrustedProxy } from './client-ip.server';

type Env = Record<string, string | undefined>;

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
}

function duration(env: Env, name: string, unitMs: number): number | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value * unitMs;
}

/**
 * Idle 30 minutes, absolute 8 hours (issue 5). SESSION_IDLE_MINUTES / SESSION_ABSOLUTE_HOURS override
 * (fractions allowed); SESSION_IDLE_SECONDS / SESSION_ABSOLUTE_SECONDS win when set, for tests.
 */
export function sessionSettings(env: Env = process.env): SessionSettings {
  return {
    idleMs: duration(env, 'SESSION_IDLE_SECONDS', 1000) ?? duration(env, 'SESSION_IDLE_MINUTES', 60_000) ?? 30 * 60_000,
    absoluteMs:
      duration(env, 'SESSION_ABSOLUTE_SECONDS', 1000) ??
      duration(env, 'SESSION_ABSOLUTE_HOURS', 3_600_000) ??
      8 * 3_600_000,
  };
}

/** Over TLS: the request URL is https, or a proxy named by TRUST_PROXY says so in X-Forwarded-Proto. */
export function isSecureRequest(request: Request, context?: unknown, env: Env = process.env): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!env.TRUST_PROXY) return false;
  const knowsSocket = typeof (context as { clientIp?: unknown } | undefined)?.clientIp === 'string';
  if (knowsSocket && !fromTrustedProxy(context, env)) return false;
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** `__Host-` (Secure, Path=/, no Domain: the browser then refuses it from anywhere else) over TLS. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

/** Builds a Set-Cookie value: always HttpOnly, SameSite=Lax, Path=/, never a Domain. */
export function serializeCookie(name: string, value: string, options: { secure: boolean; maxAgeSeconds: number }) {
  return [
    `${name}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The value of one cookie from the request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

const sessionCookieBase = 'upm_admin_session';
// 256 bits in base64url: 43 characters. Anything else is not one of ours and is ignored without a query.
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface AdminSession {
  admin: Admin;
  /** SHA-256 of the cookie's id: the row key. */
  idHash: string;
  csrfToken: string;
  createdAt: string;
}

interface SessionRow {
  id_hash: string;
  admin_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

/** Starts a session with a fresh id (never reusing one the browser sent: no fixation). Returns the Set-Cookie header. */
export async function createSession(
  db: Db,
  request: Request,
  adminId: string,
  options: { context?: unknown; now?: Date; env?: Env } = {},
): Promise<{ setCookie: string; csrfToken: string }> {
  const env = options.env ?? process.env;
  const now = (options.now ?? new Date()).toISOString();
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.run(
    'INSERT INTO admin_sessions (id_hash, admin_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
    [hashId(id), adminId, csrfToken, now, now],
  );
  const secure = isSecureRequest(request, options.context, env);
  const settings = sessionSettings(env);
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
 * an idle or absolute timeout (the row is then deleted), or a deleted admin. Refreshes the idle clock.
 */
export async function getSession(
  db: Db,
  request: Request,
  options: { context?: unknown; now?: Date; env?: Env } = {},
): Promise<AdminSession | undefined> {
  const env = options.env ?? process.env;
  const id = readCookie(request, cookieName(sessionCookieBase, isSecureRequest(request, options.context, env)));
  if (!id || !sessionIdPattern.test(id)) return undefined;
  const idHash = hashId(id);
  const row = await db.get<SessionRow>('SELECT * FROM admin_sessions WHERE id_hash = ?', [idHash]);
  if (!row) return undefined;
  const now = options.now ?? new Date();
  const settings = sessionSettings(env);
  const idle = now.getTime() - Date.parse(row.last_seen_at) > settings.idleMs;
  const tooOld = now.getTime() - Date.parse(row.created_at) > settings.absoluteMs;
  if (idle || tooOld) {
    await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [idHash]);
    return undefined;
  }
  const admin = await findAdminById(db, row.admin_id);
  if (!admin) return undefined;
  await db.run('UPDATE admin_sessions SET last_seen_at = ? WHERE id_hash = ?', [now.toISOString(), idHash]);
  return { admin, idHash, csrfToken: row.csrf_token, createdAt: row.created_at };
}

/** Signs out: deletes the session row (so the old cookie is worthless) and returns a Set-Cookie that clears it. */
export async function destroySession(
  db: Db,
  request: Request,
  options: { context?: unknown; env?: Env } = {},
): Promise<string> {
  const env = options.env ?? process.env;
  const secure = isSecureRequest(request, options.context, env);
  const name = cookieName(sessionCookieBase, secure);
  const id = readCookie(request, name);
  if (id && sessionIdPattern.test(id)) await db.run('DELETE FROM admin_sessions WHERE id_hash = ?', [hashId(id)]);
  return serializeCookie(name, '', { secure, maxAgeSeconds: 0 });
}

/** Removes expired session rows (called at sign-in, so the table does not grow without bound). */
export async function pruneSessions(db: Db, now: Date = new Date(), settings = sessionSettings()): Promise<void> {
  await db.run('DELETE FROM admin_sessions WHERE last_seen_at < ? OR created_at < ?', [
    new Date(now.getTime() - settings.idleMs).toISOString(),
    new Date(now.getTime() - settings.absoluteMs).toISOString(),
  ]);
}
