import type { Db } from '~/platform/db/types';
import type { InstrumentSymbol } from './instruments';
import { initialTakeProfit } from './signal-format';
import { type EventRow, type SignalRow, readEventsOf, toEvent, toSignal } from './signal-rows.server';
import type { HistoryFilters, HistoryOutcome, Signal, SignalEventOf, SignalStatus } from './signal-types';
import type { Direction } from './signal-values';
import type { InstrumentResult } from './signal-statistics';

/* Reads for the public pages and the admin list. Every list is newest first: published_at, then id. */

export const historyPageSize = 50;

const outcomeWhere: Record<HistoryOutcome, string> = {
  win: "status = 'closed' AND result_r > 0",
  loss: "status = 'closed' AND result_r < 0",
  'break-even': "status = 'closed' AND result_r = 0",
  open: "status IN ('pending', 'active')",
  expired: "status = 'expired'",
  cancelled: "status = 'cancelled'",
};

/** `YYYY-MM` → the ISO bounds of that month (GMT). */
export function monthRange(month: string): [string, string] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return [new Date(Date.UTC(year, index - 1, 1)).toISOString(), new Date(Date.UTC(year, index, 1)).toISOString()];
}

function whereOf(filters: HistoryFilters): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filters.instrument) {
    clauses.push('instrument = ?');
    params.push(filters.instrument);
  }
  if (filters.direction) {
    clauses.push('direction = ?');
    params.push(filters.direction);
  }
  if (filters.outcome) clauses.push(outcomeWhere[filters.outcome]);
  if (filters.month) {
    clauses.push('published_at >= ? AND published_at < ?');
    params.push(...monthRange(filters.month));
  }
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** How many signals match the history's filters. */
export async function historyTotal(db: Db, filters: HistoryFilters): Promise<number> {
  const where = whereOf(filters);
  const counted = await db.get<{ count: number }>(`SELECT COUNT(*) AS count FROM signals ${where.sql}`, where.params);
  return Number(counted?.count ?? 0);
}

/** The history's number of pages for that many signals (one, empty, when there are none). */
export const historyPages = (total: number) => Math.max(1, Math.ceil(total / historyPageSize));

/** One page of the history (pages from 1, clamped to those there are) with the count of matching signals. */
export async function historyPage(
  db: Db,
  filters: HistoryFilters,
  page: number,
): Promise<{ signals: Signal[]; total: number; page: number; pages: number }> {
  const where = whereOf(filters);
  const total = await historyTotal(db, filters);
  const pages = historyPages(total);
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), pages);
  const rows = await db.all<SignalRow>(
    `SELECT * FROM signals ${where.sql} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
    [...where.params, historyPageSize, (current - 1) * historyPageSize],
  );
  return { signals: rows.map(toSignal), total, page: current, pages };
}

/** Signals with the given statuses (all when empty), newest first, at most `limit`. */
export async function listByStatus(db: Db, statuses: readonly SignalStatus[], limit: number): Promise<Signal[]> {
  const where = statuses.length ? `WHERE status IN (${statuses.map(() => '?').join(', ')})` : '';
  const rows = await db.all<SignalRow>(`SELECT * FROM signals ${where} ORDER BY published_at DESC, id DESC LIMIT ?`, [
    ...statuses,
    limit,
  ]);
  return rows.map(toSignal);
}

/**
 * Every closed real signal's R, closing time and instrument, in closing order: all the track record and
 * statistics need. Demo signals are left out: invented results are no track record, whatever else is stored.
 */
export async function closedResults(db: Db): Promise<InstrumentResult[]> {
  const rows = await db.all<{ result_r: number; closed_at: string; instrument: InstrumentSymbol }>(
    "SELECT result_r, closed_at, instrument FROM signals WHERE status = 'closed' AND demo = 0 ORDER BY closed_at, id",
  );
  return rows.map((row) => ({ r: Number(row.result_r), closedAt: row.closed_at, instrument: row.instrument }));
}

/**
 * The whole history, newest first, in batches read one after another by key (published_at, id), so a long
 * history is never held in memory at once and a signal published meanwhile does not shift the pages.
 */
export async function* historyBatches(db: Db, batchSize = 500): AsyncGenerator<Signal[]> {
  let after: { publishedAt: string; id: string } | null = null;
  for (;;) {
    const rows: SignalRow[] = after
      ? await db.all<SignalRow>(
          'SELECT * FROM signals WHERE published_at < ? OR (published_at = ? AND id < ?) ORDER BY published_at DESC, id DESC LIMIT ?',
          [after.publishedAt, after.publishedAt, after.id, batchSize],
        )
      : await db.all<SignalRow>('SELECT * FROM signals ORDER BY published_at DESC, id DESC LIMIT ?', [batchSize]);
    if (rows.length === 0) return;
    const signals = rows.map(toSignal);
    yield signals;
    const last = signals[signals.length - 1] as Signal;
    after = { publishedAt: last.publishedAt, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** The months (`YYYY-MM`) in which signals were published, newest first: the history's month filter. */
export async function publishedMonths(db: Db): Promise<string[]> {
  const rows = await db.all<{ month: string }>(
    'SELECT DISTINCT SUBSTR(published_at, 1, 7) AS month FROM signals ORDER BY month DESC',
  );
  return rows.map((row) => row.month);
}

/**
 * Every timeline event of every signal, oldest first (at, id), in batches read one after another by key: the
 * events CSV, which anyone can rebuild the record from.
 */
export async function* eventBatches(db: Db, batchSize = 1000): AsyncGenerator<SignalEventOf[]> {
  let after: { at: string; id: string } | null = null;
  const select = `SELECT e.id, e.signal_id, e.kind, e.at, e.by_username, e.detail_json, s.instrument, s.direction,
    s.entry, s.initial_stop_loss, s.take_profit, s.demo FROM signal_events e JOIN signals s ON s.id = e.signal_id`;
  type Row = EventRow & {
    signal_id: string;
    instrument: string;
    direction: string;
    entry: number;
    initial_stop_loss: number;
    take_profit: number;
    demo: number;
  };
  for (;;) {
    const rows: Row[] = after
      ? await db.all<Row>(`${select} WHERE e.at > ? OR (e.at = ? AND e.id > ?) ORDER BY e.at, e.id LIMIT ?`, [
          after.at,
          after.at,
          after.id,
          batchSize,
        ])
      : await db.all<Row>(`${select} ORDER BY e.at, e.id LIMIT ?`, [batchSize]);
    if (rows.length === 0) return;
    // A publication's take-profit is the one before the signal's first move, which comes later in the stream.
    const published = rows.filter((row) => row.kind === 'published').map((row) => row.signal_id);
    const timelines = await readEventsOf(db, published);
    yield rows.map((row) => ({
      ...toEvent(row),
      signalId: row.signal_id,
      instrument: row.instrument as InstrumentSymbol,
      direction: row.direction as Direction,
      entry: Number(row.entry),
      initialStopLoss: Number(row.initial_stop_loss),
      initialTakeProfit: initialTakeProfit({ takeProfit: Number(row.take_profit) }, timelines.get(row.signal_id) ?? []),
      demo: Number(row.demo) === 1,
    }));
    const last = rows[rows.length - 1] as Row;
    after = { at: last.at, id: last.id };
    if (rows.length < batchSize) return;
  }
}

/** Whether any demo signal is stored: the pages that show signals say so at the top while one is. */
export async function hasDemoSignals(db: Db): Promise<boolean> {
  return (await db.get('SELECT 1 AS found FROM signals WHERE demo = 1 LIMIT 1')) !== undefined;
}
