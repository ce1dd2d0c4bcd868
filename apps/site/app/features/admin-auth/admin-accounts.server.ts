import { recordAudit } from '~/platform/admin/audit.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import type { Admin } from '~/platform/auth/admins.server';
import { factorCount, factorSummary } from './factors/factors.server';

/** One admin as the Admins page lists it. */
export interface AdminListing {
  id: string;
  username: string;
  email: string;
  role: Admin['role'];
  disabledAt: string | null;
  lastLoginAt: string | null;
  factors: number;
}

interface Row {
  id: string;
  username: string;
  email: string;
  role: string;
  disabled_at: string | null;
  last_login_at: string | null;
}

/** Every admin, by username (a handful: no paging). */
export async function listAdmins(db: Db): Promise<AdminListing[]> {
  const rows = await db.all<Row>(
    'SELECT id, username, email, role, disabled_at, last_login_at FROM admins ORDER BY username LIMIT 200',
  );
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      role: row.role === 'admin' ? 'admin' : 'super_admin',
      disabledAt: row.disabled_at,
      lastLoginAt: row.last_login_at,
      factors: factorCount(await factorSummary(db, row.id)),
    })),
  );
}

/**
 * Disables (ending its sessions) or enables an admin. Refused for oneself and for the last enabled super admin,
 * so the site always keeps someone who can manage admins.
 */
export async function setAdminDisabled(
  db: Db,
  actor: { id: string; username: string },
  targetId: string,
  disabled: boolean,
  now: Date = new Date(),
): Promise<Result<null, { reason: 'not-found' | 'conflict'; message: string }>> {
  if (targetId === actor.id) return { ok: false, reason: 'conflict', message: 'You cannot disable yourself.' };
  return db.transaction(async (tx) => {
    const target = await tx.get<Row>('SELECT * FROM admins WHERE id = ?', [targetId]);
    if (!target) return { ok: false, reason: 'not-found', message: 'That admin no longer exists.' };
    if (disabled && target.role !== 'admin') {
      // Check, then update, is safe only if no one else can disable a super admin in between: two super admins
      // disabling each other at once each saw the other enabled and left none. On PostgreSQL the enabled super
      // admins' rows are locked (in one order, so two callers cannot deadlock); a caller that waited then reads
      // them as committed. SQLite's transactions (BEGIN IMMEDIATE) already run one writer at a time.
      const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
      const enabled = await tx.all<{ id: string }>(
        `SELECT id FROM admins WHERE role <> 'admin' AND disabled_at IS NULL ORDER BY id${lock}`,
      );
      if (!enabled.some((row) => row.id !== targetId)) {
        return { ok: false, reason: 'conflict', message: 'The last super admin cannot be disabled.' };
      }
    }
    await tx.run('UPDATE admins SET disabled_at = ? WHERE id = ?', [disabled ? now.toISOString() : null, targetId]);
    if (disabled) await tx.run('DELETE FROM admin_sessions WHERE admin_id = ?', [targetId]);
    await recordAudit(tx, {
      admin: actor,
      action: disabled ? 'admin.disable' : 'admin.enable',
      entity: 'admin',
      entityId: targetId,
      before: { username: target.username, disabled: Boolean(target.disabled_at) },
      after: { username: target.username, disabled },
      at: now,
    });
    return { ok: true, value: null };
  });
}
