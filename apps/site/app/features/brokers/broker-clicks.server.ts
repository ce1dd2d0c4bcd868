import { randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import { hashClientIp } from '~/platform/http/ip-hash.server';
import { currentRequestId } from '~/platform/http/request-id.server';

/*
 * Click-outs through /go/:id: recorded once per visitor, broker and window, folded into daily totals after 90
 * days, and counted over any period. Clicks do not bump the data version: they change no page, and bumping
 * would defeat the cache.
 */

// Security finding "click-out counting": a click counts at most once per (hashed IP, broker) and
// 30-minute window, and raw rows older than 90 days are folded into daily totals.
const minuteMs = 60_000;
const dayMs = 86_400_000;
/** A click-out counts at most once per hashed IP, broker and window of this length. */
export const clickWindowMs = 30 * minuteMs;
/** Raw click rows older than this are folded into daily totals. */
export const clickRetentionDays = 90;
// Bounded work per fold: at most this many rows per transaction, and this many transactions per run.
const foldBatchSize = 1000;
const foldBatchesPerRun = 10;
// recordClick folds at most this often per process and database.
const foldIntervalMs = 60 * minuteMs;

/** The fixed 30-minute window (counted from the epoch) a click at `at` falls in. */
export function clickWindow(at: Date): number {
  return Math.floor(at.getTime() / clickWindowMs);
}

/** The first UTC day (YYYY-MM-DD) starting at or after `since`: a daily total counts only when its whole day is in the range. */
function firstWholeDay(since: Date): string {
  return new Date(Math.ceil(since.getTime() / dayMs) * dayMs).toISOString().slice(0, 10);
}

/** Clicks per broker and UTC day, in a fixed order (concurrent folds then lock daily rows in the same order). */
function countByDay(rows: ReadonlyArray<{ broker_id: string; clicked_at: string }>) {
  const totals = new Map<string, { brokerId: string; day: string; clicks: number }>();
  for (const row of rows) {
    // clicked_at is always written by recordClick as toISOString(): its first 10 characters are the UTC day.
    const day = row.clicked_at.slice(0, 10);
    const key = JSON.stringify([row.broker_id, day]);
    const total = totals.get(key) ?? { brokerId: row.broker_id, day, clicks: 0 };
    total.clicks++;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) =>
    a.brokerId === b.brokerId ? a.day.localeCompare(b.day) : a.brokerId < b.brokerId ? -1 : 1,
  );
}

/**
 * Moves up to one batch of raw click rows from before `cutoff` into daily totals, in one transaction.
 * DELETE ... RETURNING hands each row to exactly one fold, so two instances folding at once never count
 * a row twice; on PostgreSQL SKIP LOCKED also lets them take different rows instead of waiting.
 */
async function foldBatch(db: Db, cutoff: string): Promise<number> {
  const skipLocked = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return db.transaction(async (tx) => {
    const rows = await tx.all<{ broker_id: string; clicked_at: string }>(
      'DELETE FROM broker_clicks WHERE id IN (SELECT id FROM broker_clicks WHERE clicked_at < ? ' +
        `ORDER BY clicked_at LIMIT ?${skipLocked}) RETURNING broker_id, clicked_at`,
      [cutoff, foldBatchSize],
    );
    for (const { brokerId, day, clicks } of countByDay(rows)) {
      await tx.run(
        'INSERT INTO broker_click_daily (broker_id, day, clicks) VALUES (?, ?, ?) ' +
          'ON CONFLICT (broker_id, day) DO UPDATE SET clicks = broker_click_daily.clicks + excluded.clicks',
        [brokerId, day, clicks],
      );
    }
    return rows.length;
  });
}

/** Folds raw click rows older than 90 days (before `now`) into daily totals: bounded work, one transaction per batch. */
export async function foldOldClicks(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - clickRetentionDays * dayMs).toISOString();
  let folded = 0;
  for (let batch = 0; batch < foldBatchesPerRun; batch++) {
    const moved = await foldBatch(db, cutoff);
    folded += moved;
    if (moved < foldBatchSize) break;
  }
  return folded;
}

// When this process last started a fold, per database.
const foldStartedAt = new WeakMap<Db, number>();

/** Runs foldOldClicks at most once an hour per process; a failure is logged and retried an hour later, never thrown. */
async function foldIfDue(db: Db): Promise<void> {
  const now = Date.now();
  const last = foldStartedAt.get(db);
  if (last !== undefined && now - last < foldIntervalMs) return;
  // Set before awaiting: parallel clicks see it and skip, so one fold runs at a time.
  foldStartedAt.set(db, now);
  try {
    await foldOldClicks(db, new Date(now));
  } catch (error) {
    // The click itself is recorded; a click-out must not fail because housekeeping did.
    console.error(
      '[brokers] could not fold old click-outs into daily totals',
      { requestId: currentRequestId() },
      error,
    );
  }
}

/** Where a click-out came from and who made it; the IP is hashed before it is stored. */
export interface ClickInput {
  brokerId: string;
  /** The client's IP address, or null when unknown. Never stored or logged as is. */
  ip: string | null;
  /** The same-origin page the click came from (path only), or null. */
  referrerPath: string | null;
  /** Defaults to now. */
  at?: Date;
}

/**
 * Records one click-out with a salted hash of the IP, unless this IP (or, for an unknown IP, any unknown IP)
 * already has one for this broker in the same 30-minute window. True when counted. Also folds old rows into
 * daily totals, at most once an hour.
 */
export async function recordClick(
  db: Db,
  { brokerId, ip, referrerPath, at = new Date() }: ClickInput,
): Promise<boolean> {
  const ipHash = ip ? await hashClientIp(db, ip) : null;
  // The unique index on (broker_id, COALESCE(ip_hash, ''), click_window) makes the check and the
  // insert one atomic statement on both engines: parallel requests and other instances sharing the
  // database wait on the index entry and then do nothing. (A SELECT-then-INSERT, even in a transaction,
  // would let two PostgreSQL READ COMMITTED transactions both see no row and both insert.)
  const counted = await db.transaction(async (tx) => {
    const { changes } = await tx.run(
      'INSERT INTO broker_clicks (id, broker_id, clicked_at, ip_hash, referrer_path, click_window) ' +
        'VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      [randomUUID(), brokerId, at.toISOString(), ipHash, referrerPath, clickWindow(at)],
    );
    // The dashboard's per-day counts (migration 061), kept with the click so they never disagree.
    if (changes > 0) await countClickDay(tx, brokerId, at);
    return changes > 0;
  });
  await foldIfDue(db);
  return counted;
}

/** Adds one to broker `brokerId`'s count for the UTC day of `at`. */
async function countClickDay(tx: Db, brokerId: string, at: Date): Promise<void> {
  await tx.run(
    'INSERT INTO broker_click_days (broker_id, day, clicks) VALUES (?, ?, 1) ' +
      'ON CONFLICT (broker_id, day) DO UPDATE SET clicks = broker_click_days.clicks + 1',
    [brokerId, at.toISOString().slice(0, 10)],
  );
}

/** Click-outs at or after `since`, for one broker or (null) all of them; folded days count when wholly in range. */
export async function countClicksSince(db: Db, brokerId: string | null, since: Date): Promise<number> {
  const [filter, params] = brokerId === null ? ['', []] : ['broker_id = ? AND ', [brokerId]];
  const row = await db.get<{ c: number }>(
    `SELECT (SELECT COUNT(*) FROM broker_clicks WHERE ${filter}clicked_at >= ?) + ` +
      `(SELECT COALESCE(SUM(clicks), 0) FROM broker_click_daily WHERE ${filter}day >= ?) AS c`,
    [...params, since.toISOString(), ...params, firstWholeDay(since)],
  );
  return Number(row?.c ?? 0);
}

/** Click-outs at or after `since`, per broker id (brokers without clicks are absent); folded days as above. */
export async function clickCountsSince(db: Db, since: Date): Promise<Record<string, number>> {
  // PostgreSQL sums BIGINTs as NUMERIC (a string from postgres.js): Number() reads both engines alike.
  const rows = await db.all<{ broker_id: string; c: number | string }>(
    'SELECT broker_id, SUM(c) AS c FROM (' +
      'SELECT broker_id, COUNT(*) AS c FROM broker_clicks WHERE clicked_at >= ? GROUP BY broker_id ' +
      'UNION ALL SELECT broker_id, SUM(clicks) AS c FROM broker_click_daily WHERE day >= ? GROUP BY broker_id' +
      ') AS counts GROUP BY broker_id',
    [since.toISOString(), firstWholeDay(since)],
  );
  return Object.fromEntries(rows.map((row) => [row.broker_id, Number(row.c)]));
}
