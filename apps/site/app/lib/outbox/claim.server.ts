import type { Db } from '../db/types';

/*
 * The claim every outbox table shares (contact_messages, webinar_emails): columns delivered_at, next_attempt_at
 * and delivery_attempts. Rows due now are listed, then each is claimed with a conditional UPDATE that moves its
 * next attempt a lease ahead: only the instance whose UPDATE changes the row sends it, and a crashed sender's
 * lease lapses.
 */

/** The outbox tables; a fixed list, so a table name never comes from input. */
export type OutboxTable = 'contact_messages' | 'webinar_emails';

/** Ids of undelivered rows whose next attempt is due at `at`, oldest first. */
export async function dueOutboxIds(db: Db, table: OutboxTable, at: Date, limit: number): Promise<string[]> {
  const rows = await db.all<{ id: string }>(
    `SELECT id FROM ${table}
     WHERE delivered_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?
     ORDER BY next_attempt_at, id LIMIT ?`,
    [at.toISOString(), limit],
  );
  return rows.map((row) => row.id);
}

/** Claims row `id` at `claimAt` for `leaseMs`; true when this caller won it and must send it. */
export async function claimOutboxRow(
  db: Db,
  table: OutboxTable,
  id: string,
  claimAt: Date,
  leaseMs: number,
): Promise<boolean> {
  const claimed = await db.run(
    `UPDATE ${table} SET next_attempt_at = ?, delivery_attempts = delivery_attempts + 1
     WHERE id = ? AND delivered_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= ?`,
    [new Date(claimAt.getTime() + leaseMs).toISOString(), id, claimAt.toISOString()],
  );
  return claimed.changes === 1;
}

/** What a failed attempt reports to the outbox's owner (logged there). */
export interface OutboxFailure {
  id: string;
  attempt: number;
  error: string;
  retryAt: string;
}

/**
 * Sends a claimed row and records the outcome: delivered, or the error (cut to 500 characters) with the next
 * attempt `backoffMs(attempt)` later. Never throws for a failed send; true when delivered.
 */
export async function sendClaimedRow(
  db: Db,
  table: OutboxTable,
  row: { id: string; attempt: number },
  send: () => Promise<unknown>,
  options: { now: () => Date; backoffMs: (attempt: number) => number; onError?: (failure: OutboxFailure) => void },
): Promise<boolean> {
  try {
    await send();
    await db.run(`UPDATE ${table} SET delivered_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?`, [
      options.now().toISOString(),
      row.id,
    ]);
    return true;
  } catch (error) {
    const retryAt = new Date(options.now().getTime() + options.backoffMs(row.attempt)).toISOString();
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await db.run(`UPDATE ${table} SET next_attempt_at = ?, last_error = ? WHERE id = ?`, [retryAt, message, row.id]);
    options.onError?.({ id: row.id, attempt: row.attempt, error: message, retryAt });
    return false;
  }
}
