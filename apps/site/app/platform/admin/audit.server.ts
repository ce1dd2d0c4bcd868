import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';

export type AuditAction =
  | 'broker.create'
  | 'broker.update'
  | 'broker.toggle'
  | 'broker.delete'
  | 'signal.publish'
  | 'signal.trigger'
  | 'signal.amend'
  | 'signal.close'
  | 'signal.cancel'
  | 'signal.correct'
  | 'signal.propose'
  | 'signal.approve'
  // The admins' own accounts. Entries name the factor or session, never a secret.
  | 'admin.sign_in'
  | 'admin.totp_enrol'
  | 'admin.totp_remove'
  | 'admin.recovery_codes_issue'
  | 'admin.recovery_code_use'
  | 'admin.passkey_add'
  | 'admin.passkey_remove'
  | 'admin.password_change'
  | 'admin.session_end'
  | 'admin.invite'
  | 'admin.invite_accept'
  | 'admin.disable'
  | 'admin.enable'
  | 'admin.factors_reset'
  // Customer accounts: entries name the account by id only, so the purge of a deleted account leaves no
  // personal data in the log.
  | 'customer.disable'
  | 'customer.enable'
  | 'customer.verification_resend'
  | 'webinar.create'
  | 'webinar.update'
  | 'webinar.cancel'
  // Reading personal data out of the admin is recorded like a change: who took the registrants' list, when.
  | 'webinar.registrants_export'
  // A certificate of course completion taken back, with the reason.
  | 'certificate.revoke';

export interface AuditEntry {
  id: string;
  adminId: string | null;
  adminUsername: string;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

interface AuditRow {
  id: string;
  admin_id: string | null;
  admin_username: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

// Entries are listed by time; within one process each gets a later millisecond than the last, so
// changes made in quick succession keep their order.
let lastIssued = 0;
function auditTime(at?: Date): string {
  lastIssued = Math.max((at ?? new Date()).getTime(), lastIssued + 1);
  return new Date(lastIssued).toISOString();
}

/** Records one change: who, what, when, the record before and after. Call with the transaction that made the change. */
export async function recordAudit(
  db: Db,
  entry: {
    admin: { id: string; username: string };
    action: AuditAction;
    entity: string;
    entityId: string | null;
    before: unknown;
    after: unknown;
    at?: Date;
  },
): Promise<void> {
  await db.run(
    'INSERT INTO audit_log (id, admin_id, admin_username, action, entity, entity_id, before_json, after_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [
      randomUUID(),
      entry.admin.id,
      entry.admin.username,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
      auditTime(entry.at),
    ],
  );
}

/** The newest entries first, a page at a time. */
export async function listAudit(
  db: Db,
  options: { limit?: number; offset?: number } = {},
): Promise<{ entries: AuditEntry[]; total: number }> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  // Security finding "audit paging": ?page=1e308 gave an Infinity offset, which the database refused (a
  // 500). Callers clamp the page (clampPage); this keeps any other offset a whole number the engines accept.
  const offset = Math.min(Math.max(Math.floor(options.offset ?? 0) || 0, 0), Number.MAX_SAFE_INTEGER);
  const rows = await db.all<AuditRow>('SELECT * FROM audit_log ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?', [
    limit,
    offset,
  ]);
  const total = await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM audit_log');
  return {
    total: Number(total?.count ?? 0),
    entries: rows.map((row) => ({
      id: row.id,
      adminId: row.admin_id,
      adminUsername: row.admin_username,
      action: row.action as AuditAction,
      entity: row.entity,
      entityId: row.entity_id,
      before: parse(row.before_json),
      after: parse(row.after_json),
      createdAt: row.created_at,
    })),
  };
}

/** How many pages `total` entries fill, at least one (an empty log still has its first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The page to show for a raw `?page=` value, a whole number in [1, pages] (security finding "audit
 * paging"): past the end or not finite (1e308, Infinity) gives the last page; below 1 or not a number, the first.
 */
export function clampPage(raw: string | null | undefined, total: number, pageSize: number): number {
  const page = Math.floor(Number(raw));
  if (Number.isNaN(page) || page < 1) return 1;
  return Math.min(page, pageCount(total, pageSize));
}

/** One page of the log for a raw `?page=` value, clamped to the pages there are, so the offset is never absurd. */
export async function listAuditPage(
  db: Db,
  rawPage: string | null | undefined,
  pageSize: number,
): Promise<{ entries: AuditEntry[]; total: number; page: number; pages: number }> {
  const counted = await db.get<{ count: number }>('SELECT COUNT(*) AS count FROM audit_log');
  const page = clampPage(rawPage, Number(counted?.count ?? 0), pageSize);
  const { entries, total } = await listAudit(db, { limit: pageSize, offset: (page - 1) * pageSize });
  // Entries written between the two queries may add a page; the clamped page stays valid either way.
  return { entries, total, page, pages: pageCount(total, pageSize) };
}

/** The fields that differ between two records (for the audit page's before/after). */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => key !== 'updatedAt' && JSON.stringify(a[key]) !== JSON.stringify(b[key])).sort();
}
