import type { Db } from '../db/types';
import {
  closedResults,
  historyBatches,
  historyPage,
  historyTotal,
  listByStatus,
  publishedMonths,
  signalsVersion,
} from './signal-queries.server';
import type { InstrumentResult } from './signal-statistics';
import { readEvents, readSignal } from './signal-rows.server';
import type { CloseInput, SignalInput } from './signal-schema';
import type { HistoryFilters, Signal, SignalEvent, SignalStatus } from './signal-types';
import {
  type Clock,
  type SignalActor,
  type SignalResult,
  amendSignal,
  cancelSignal,
  closeSignal,
  expireDue,
  publishSignal,
  triggerSignal,
} from './signal-writes.server';

export { historyPageSize, historyPages } from './signal-queries.server';
export {
  type Clock,
  type SignalActor,
  type SignalFailure,
  type SignalResult,
  signalsDataSet,
} from './signal-writes.server';

/** An admin's changes, each audited as theirs in the transaction that makes it. Input is already parsed. */
export interface AdminSignalWrites {
  publish(input: SignalInput): Promise<SignalResult>;
  trigger(id: string): Promise<SignalResult>;
  amend(id: string, levels: { stopLoss: number; takeProfit: number }): Promise<SignalResult>;
  close(id: string, close: CloseInput): Promise<SignalResult>;
  cancel(id: string, reason: string): Promise<SignalResult>;
}

/** Every signal operation on the database it is given (tests pass their own, and their own clock). */
export interface SignalService {
  asAdmin(admin: SignalActor): AdminSignalWrites;
  /** Expires pending signals past their valid-until (reads call it first, so no page shows a stale status). */
  expireDue(): Promise<number>;
  /** One signal and its timeline, or null. */
  get(id: string): Promise<{ signal: Signal; events: SignalEvent[] } | null>;
  /** Pending and active signals, newest first. */
  listOpen(): Promise<Signal[]>;
  /** Signals with the given statuses (every status when empty), newest first, at most `limit`. */
  list(statuses: readonly SignalStatus[], limit?: number): Promise<Signal[]>;
  history(
    filters: HistoryFilters,
    page: number,
  ): Promise<{ signals: Signal[]; total: number; page: number; pages: number }>;
  /** How many signals match the history's filters. */
  historyTotal(filters: HistoryFilters): Promise<number>;
  /** The whole history, newest first, a batch at a time (the CSV). */
  historyBatches(batchSize?: number): AsyncGenerator<Signal[]>;
  closedResults(): Promise<InstrumentResult[]>;
  publishedMonths(): Promise<string[]>;
  dataVersion(): Promise<number>;
}

/** The signal service over `db`; `clock` is the server's unless a test fixes it. */
export function createSignalService(db: Db, clock: Clock = () => new Date()): SignalService {
  return {
    asAdmin: (admin) => ({
      publish: (input) => publishSignal(db, input, admin, clock),
      trigger: (id) => triggerSignal(db, id, admin, clock),
      amend: (id, levels) => amendSignal(db, id, levels, admin, clock),
      close: (id, close) => closeSignal(db, id, close, admin, clock),
      cancel: (id, reason) => cancelSignal(db, id, reason, admin, clock),
    }),
    expireDue: () => expireDue(db, clock),
    get: async (id) => {
      const signal = await readSignal(db, id);
      return signal ? { signal, events: await readEvents(db, id) } : null;
    },
    listOpen: () => listByStatus(db, ['pending', 'active'], 500),
    list: (statuses, limit = 200) => listByStatus(db, statuses, limit),
    history: (filters, page) => historyPage(db, filters, page),
    historyTotal: (filters) => historyTotal(db, filters),
    historyBatches: (batchSize) => historyBatches(db, batchSize),
    closedResults: () => closedResults(db),
    publishedMonths: () => publishedMonths(db),
    dataVersion: () => signalsVersion(db),
  };
}
