import { columnsOf } from '~/platform/db/columns';
import type { Db } from '~/platform/db/types';
import type { InstrumentSymbol } from './instruments';
import type { CloseOutcome, Direction, OrderType, SignalInput } from './signal-schema';
import type { Signal, SignalEvent, SignalEventDetail, SignalStatus } from './signal-types';

/* The signals tables' rows and their mapping to Signal and SignalEvent: the only module that names columns. */

/** The order as the admin entered it: the columns a signal and a proposal both store. */
export interface OrderColumns {
  instrument: string;
  direction: string;
  order_type: string;
  entry: number;
  stop_loss: number;
  take_profit: number;
  note: string | null;
  valid_until: string | null;
}

/** The order's columns as the form's input (PostgreSQL may hand numbers back as strings: Number() them). */
export const toSignalInput = (row: OrderColumns): SignalInput => ({
  instrument: row.instrument as InstrumentSymbol,
  direction: row.direction as Direction,
  orderType: row.order_type as OrderType,
  entry: Number(row.entry),
  stopLoss: Number(row.stop_loss),
  takeProfit: Number(row.take_profit),
  note: row.note,
  validUntil: row.valid_until,
});

export interface SignalRow extends OrderColumns {
  id: string;
  initial_stop_loss: number;
  status: string;
  outcome: string | null;
  cancel_reason: string | null;
  published_at: string;
  triggered_at: string | null;
  closed_at: string | null;
  exit_price: number | null;
  result_pips: number | null;
  result_r: number | null;
  published_by: string;
  demo: number;
}

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

/** A row as a Signal (PostgreSQL may hand numbers back as strings through some drivers: Number() them). */
export function toSignal(row: SignalRow): Signal {
  return {
    id: row.id,
    ...toSignalInput(row),
    initialStopLoss: Number(row.initial_stop_loss),
    status: row.status as SignalStatus,
    outcome: row.outcome as CloseOutcome | null,
    cancelReason: row.cancel_reason,
    publishedAt: row.published_at,
    triggeredAt: row.triggered_at,
    closedAt: row.closed_at,
    exitPrice: num(row.exit_price),
    resultPips: num(row.result_pips),
    resultR: num(row.result_r),
    publishedBy: row.published_by,
    demo: Number(row.demo) === 1,
  };
}

const columns = [
  'id',
  'instrument',
  'direction',
  'order_type',
  'entry',
  'initial_stop_loss',
  'stop_loss',
  'take_profit',
  'note',
  'valid_until',
  'status',
  'outcome',
  'cancel_reason',
  'published_at',
  'triggered_at',
  'closed_at',
  'exit_price',
  'result_pips',
  'result_r',
  'published_by',
  'demo',
] as const;

/** A signal as its row: each field in the column of its name, the demo flag as 0/1. */
const toRow = (signal: Signal): SignalRow => ({ ...columnsOf(signal, columns), demo: signal.demo ? 1 : 0 });

export async function insertSignal(tx: Db, signal: Signal): Promise<void> {
  const row = toRow(signal);
  await tx.run(
    `INSERT INTO signals (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    columns.map((column) => row[column]),
  );
}

/**
 * Writes every changeable column of `after`, only if the row still has the status it was read with: a
 * concurrent change on another instance makes this a no-op (false) instead of overwriting it.
 */
export async function updateSignal(tx: Db, after: Signal, expectedStatus: SignalStatus): Promise<boolean> {
  const row = toRow(after);
  const changeable = columns.filter((column) => column !== 'id' && column !== 'published_at');
  const { changes } = await tx.run(
    `UPDATE signals SET ${changeable.map((column) => `${column} = ?`).join(', ')} WHERE id = ? AND status = ?`,
    [...changeable.map((column) => row[column]), after.id, expectedStatus],
  );
  return changes === 1;
}

export async function readSignal(db: Db, id: string): Promise<Signal | null> {
  const row = await db.get<SignalRow>('SELECT * FROM signals WHERE id = ?', [id]);
  return row ? toSignal(row) : null;
}

export interface EventRow {
  id: string;
  kind: string;
  at: string;
  by_username: string | null;
  detail_json: string | null;
}

export async function insertEvent(
  tx: Db,
  signalId: string,
  event: SignalEventDetail & { at: string; by: string | null },
): Promise<void> {
  const { at, by, ...detail } = event;
  await tx.run(
    'INSERT INTO signal_events (id, signal_id, kind, at, by_username, detail_json) VALUES (?, ?, ?, ?, ?, ?)',
    [crypto.randomUUID(), signalId, detail.kind, at, by, JSON.stringify(detail)],
  );
}

export function toEvent(row: EventRow): SignalEvent {
  const detail = JSON.parse(row.detail_json ?? '{}') as SignalEventDetail;
  return { ...detail, kind: row.kind, id: row.id, at: row.at, by: row.by_username } as SignalEvent;
}

/** A signal's timeline, oldest first. */
export async function readEvents(db: Db, signalId: string): Promise<SignalEvent[]> {
  const rows = await db.all<EventRow>(
    'SELECT id, kind, at, by_username, detail_json FROM signal_events WHERE signal_id = ? ORDER BY at, id',
    [signalId],
  );
  return rows.map(toEvent);
}

/** The timelines of `signalIds` (one batch of an export), each oldest first. */
export async function readEventsOf(db: Db, signalIds: readonly string[]): Promise<Map<string, SignalEvent[]>> {
  const timelines = new Map<string, SignalEvent[]>(signalIds.map((id) => [id, []]));
  if (signalIds.length === 0) return timelines;
  const rows = await db.all<EventRow & { signal_id: string }>(
    `SELECT id, signal_id, kind, at, by_username, detail_json FROM signal_events
     WHERE signal_id IN (${signalIds.map(() => '?').join(', ')}) ORDER BY at, id`,
    signalIds,
  );
  for (const row of rows) timelines.get(row.signal_id)?.push(toEvent(row));
  return timelines;
}
