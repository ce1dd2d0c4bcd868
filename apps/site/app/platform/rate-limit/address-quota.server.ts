import type { Db } from '~/platform/db/types';

/*
 * "At most N an hour from one address", written once for every public form.
 * Counting and then inserting is a race: on PostgreSQL (READ COMMITTED) forty parallel requests each counted
 * the others' uncommitted rows as absent, and 15 of 40 got past a limit of 10. So the count and the insert
 * run under a lock on the key: a transaction-scoped advisory lock on PostgreSQL (released at commit or
 * rollback), and on SQLite the write lock that every transaction takes first (BEGIN IMMEDIATE), which
 * already lets one writer in at a time, across processes too.
 */

/**
 * One form's per-address limit: at most `max` accepted attempts per address in `windowMs`. Every form's attempts
 * are rows of one table (form_attempts: id, form, ip_hash, created_at), so a new form only names its own.
 */
export interface AddressQuota {
  form: string;
  max: number;
  windowMs: number;
}

// The advisory-lock class of quotas, apart from the migrations' (platform/db/postgres.server.ts).
const quotaLockClass = 0x51544f; /* "QTO" */

/**
 * Records one attempt for `ipHash` unless it already made `quota.max` in the window: null when recorded, else
 * the minutes until the oldest one leaves the window. Joins the caller's transaction, so a refused or failed
 * write also gives the attempt back.
 */
export function spendAddressQuota(db: Db, quota: AddressQuota, ipHash: string, now: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') {
      await tx.get('SELECT pg_advisory_xact_lock(?, hashtext(?::text))', [quotaLockClass, `${quota.form}:${ipHash}`]);
    }
    const windowStart = new Date(now.getTime() - quota.windowMs).toISOString();
    await tx.run('DELETE FROM form_attempts WHERE form = ? AND created_at < ?', [quota.form, windowStart]);
    const recent = await tx.all<{ created_at: string }>(
      'SELECT created_at FROM form_attempts WHERE form = ? AND ip_hash = ? AND created_at >= ? ORDER BY created_at',
      [quota.form, ipHash, windowStart],
    );
    if (recent.length >= quota.max) {
      const waitMs = Date.parse(recent[0]!.created_at) + quota.windowMs - now.getTime();
      return Math.max(1, Math.ceil(waitMs / 60_000));
    }
    await tx.run('INSERT INTO form_attempts (id, form, ip_hash, created_at) VALUES (?, ?, ?, ?)', [
      crypto.randomUUID(),
      quota.form,
      ipHash,
      now.toISOString(),
    ]);
    return null;
  });
}
