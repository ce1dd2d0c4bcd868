import type { Db } from '~/platform/db/types';
import { type Config, serverConfig } from '~/config.server';

/** One active session as the Security page lists it: no id, only a handle (a prefix of the row's hash). */
export interface SessionSummary {
  handle: string;
  createdAt: string;
  lastSeenAt: string;
  /** The first 8 characters of the client's IP hash: enough to tell places apart, not to recover an address. */
  ipHashPrefix: string | null;
  userAgent: string | null;
  factor: string;
  current: boolean;
}

interface Row {
  id_hash: string;
  created_at: string;
  last_seen_at: string;
  ip_hash: string | null;
  user_agent: string | null;
  factor: string;
}

/** 16 hex characters of the SHA-256 row key: unique in practice, and useless as a cookie. */
const handleOf = (idHash: string) => idHash.slice(0, 16);

/** The admin's sessions still within their idle and absolute limits, the newest first. */
export async function listSessions(
  db: Db,
  adminId: string,
  currentIdHash: string,
  options: { now?: Date; settings?: Config['session'] } = {},
): Promise<SessionSummary[]> {
  const now = (options.now ?? new Date()).getTime();
  const settings = options.settings ?? serverConfig().session;
  const rows = await db.all<Row>(
    'SELECT id_hash, created_at, last_seen_at, ip_hash, user_agent, factor FROM admin_sessions WHERE admin_id = ? AND last_seen_at >= ? AND created_at >= ? ORDER BY last_seen_at DESC LIMIT 50',
    [adminId, new Date(now - settings.idleMs).toISOString(), new Date(now - settings.absoluteMs).toISOString()],
  );
  return rows.map((row) => ({
    handle: handleOf(row.id_hash),
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    ipHashPrefix: row.ip_hash ? row.ip_hash.slice(0, 8) : null,
    userAgent: row.user_agent,
    factor: row.factor,
    current: row.id_hash === currentIdHash,
  }));
}

/** Ends one of the admin's sessions by its handle (never another admin's). */
export async function endSession(db: Db, adminId: string, handle: string): Promise<boolean> {
  if (!/^[0-9a-f]{16}$/.test(handle)) return false;
  const ended = await db.run('DELETE FROM admin_sessions WHERE admin_id = ? AND substr(id_hash, 1, 16) = ?', [
    adminId,
    handle,
  ]);
  return ended.changes > 0;
}

/** Ends every session of the admin but `keepIdHash` (none kept when undefined); returns how many ended. */
export async function endOtherSessions(db: Db, adminId: string, keepIdHash?: string): Promise<number> {
  const ended = await db.run('DELETE FROM admin_sessions WHERE admin_id = ? AND id_hash <> ?', [
    adminId,
    keepIdHash ?? '',
  ]);
  return ended.changes;
}
