import type { Db } from '~/platform/db/types';
import type { OutboxKind } from './kind.server';

/*
 * The claim every kind shares: rows due now are listed, then each is claimed with a conditional UPDATE that moves
 * its next attempt a lease ahead. Only the instance whose UPDATE changes the row sends it (at least once, never
 * by two instances at a time), and a crashed sender's lease lapses. Table and column names come from the kinds'
 * declarations in code, never from input.
 */

/** A kind's row selection: waiting to be sent, and sendable by the kind's own rule at `at`. */
function waiting(kind: OutboxKind, at: string): { sql: string; params: string[] } {
  const extra = kind.sendable ?? '';
  const binds = extra.split('?').length - 1;
  return {
    sql: `delivered_at IS NULL AND next_attempt_at IS NOT NULL${extra ? ` AND (${extra})` : ''}`,
    params: Array.from({ length: binds }, () => at),
  };
}

const keyOf = (kind: OutboxKind) => kind.key ?? 'id';

/** Keys of the kind's rows whose next attempt is due at `at`, oldest first. */
export async function dueKeys(db: Db, kind: OutboxKind, at: Date, limit: number): Promise<string[]> {
  const iso = at.toISOString();
  const where = waiting(kind, iso);
  const key = keyOf(kind);
  const rows = await db.all<{ row_key: string }>(
    `SELECT ${key} AS row_key FROM ${kind.table}
     WHERE ${where.sql} AND next_attempt_at <= ?
     ORDER BY next_attempt_at, ${key} LIMIT ?`,
    [...where.params, iso, limit],
  );
  return rows.map((row) => row.row_key);
}

/** Claims row `key` at `claimAt` for `leaseMs`; the attempt's number when this caller won it, else null. */
export async function claimRow(
  db: Db,
  kind: OutboxKind,
  key: string,
  claimAt: Date,
  leaseMs: number,
): Promise<number | null> {
  const claimed = await db.run(
    `UPDATE ${kind.table} SET next_attempt_at = ?, delivery_attempts = delivery_attempts + 1
     WHERE ${keyOf(kind)} = ? AND delivered_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?`,
    [new Date(claimAt.getTime() + leaseMs).toISOString(), key, claimAt.toISOString()],
  );
  if (claimed.changes !== 1) return null;
  const row = await db.get<{ attempts: number }>(
    `SELECT delivery_attempts AS attempts FROM ${kind.table} WHERE ${keyOf(kind)} = ?`,
    [key],
  );
  return row ? Number(row.attempts) : null;
}

/** Row `key` was delivered at `at`: no further attempt, and the kind's cleared columns emptied. */
export async function markDelivered(db: Db, kind: OutboxKind, key: string, at: Date): Promise<void> {
  const cleared = (kind.clearOnDelivery ?? []).map((column) => `, ${column} = NULL`).join('');
  await db.run(
    `UPDATE ${kind.table} SET delivered_at = ?, next_attempt_at = NULL, last_error = NULL${cleared}
     WHERE ${keyOf(kind)} = ?`,
    [at.toISOString(), key],
  );
}

/** Row `key` failed with `error`: tried again at `retryAt`. */
export async function markFailed(db: Db, kind: OutboxKind, key: string, error: string, retryAt: string) {
  await db.run(`UPDATE ${kind.table} SET next_attempt_at = ?, last_error = ? WHERE ${keyOf(kind)} = ?`, [
    retryAt,
    error,
    key,
  ]);
}

/** The kind's rows waiting to be sent, and those among them whose last attempt failed (every instance's). */
export async function backlog(db: Db, kind: OutboxKind, at: Date): Promise<{ backlog: number; failing: number }> {
  const where = waiting(kind, at.toISOString());
  const row = await db.get<{ backlog: number | null; failing: number | null }>(
    `SELECT COUNT(*) AS backlog, SUM(CASE WHEN last_error IS NOT NULL THEN 1 ELSE 0 END) AS failing
     FROM ${kind.table} WHERE ${where.sql}`,
    where.params,
  );
  return { backlog: Number(row?.backlog ?? 0), failing: Number(row?.failing ?? 0) };
}
