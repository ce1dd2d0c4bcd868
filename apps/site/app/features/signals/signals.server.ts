import type { Db } from '~/platform/db/types';
import { type SignalPolicy, defaultSignalPolicy } from '~/signal-policy.server';
import type { Result } from '~/platform/result';
import { type SignalProposal, approveProposal, listProposals, proposeSignal } from './signal-proposals.server';
import {
  closedResults,
  eventBatches,
  hasDemoSignals,
  historyBatches,
  historyPage,
  historyTotal,
  listByStatus,
  publishedMonths,
} from './signal-queries.server';
import { readEvents, readEventsOf, readSignal } from './signal-rows.server';
import type { AmendInput, CloseInput, CorrectionInput, SignalInput } from './signal-schema';
import type { HistoryFilters, Signal, SignalEvent, SignalEventOf, SignalStatus } from './signal-types';
import type { InstrumentResult } from './signal-statistics';
import {
  type Clock,
  type SignalActor,
  type SignalResult,
  amendSignal,
  type SignalFailure,
  cancelSignal,
  closeSignal,
  correctSignal,
  expireDue,
  publishSignal,
  triggerSignal,
} from './signal-writes.server';

export { historyPageSize, historyPages } from './signal-queries.server';
export type { SignalProposal } from './signal-proposals.server';
export { type Clock, type SignalActor, type SignalFailure, type SignalResult } from './signal-writes.server';

/** An admin's changes, each audited as theirs in the transaction that makes it. Input is already parsed. */
export interface AdminSignalWrites {
  publish(input: SignalInput): Promise<SignalResult>;
  trigger(id: string): Promise<SignalResult>;
  /** Refused as invalid when it widens the stop-loss (more risk) without a reason (close-check.ts). */
  amend(id: string, amendment: AmendInput): Promise<SignalResult>;
  /** Refused as invalid past ±maxAbsR, or doubtful (close-check.ts: the price, a closed market) with no reason. */
  close(id: string, close: CloseInput): Promise<SignalResult>;
  /** A closed signal's exit corrected as a public timeline event (the record keeps both values). */
  correct(id: string, correction: CorrectionInput): Promise<SignalResult>;
  cancel(id: string, reason: string): Promise<SignalResult>;
  /** With four eyes: a proposal no visitor sees until a second admin approves it. */
  propose(input: SignalInput): Promise<Result<SignalProposal, SignalFailure>>;
  /** With four eyes: publishes another admin's proposal. */
  approve(proposalId: string): Promise<SignalResult>;
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
  /** The timelines of these signals, each oldest first (the exports' amendments and corrections). */
  eventsOf(ids: readonly string[]): Promise<Map<string, SignalEvent[]>>;
  /** Every event of every signal, oldest first, a batch at a time (history-events.csv). */
  eventBatches(batchSize?: number): AsyncGenerator<SignalEventOf[]>;
  /** Whether any demo signal is stored. */
  hasDemo(): Promise<boolean>;
  /** Proposals awaiting a second admin (four eyes). */
  proposals(): Promise<SignalProposal[]>;
  /** The closed real signals' results (demo signals never count): the track record and its statistics. */
  closedResults(): Promise<InstrumentResult[]>;
  publishedMonths(): Promise<string[]>;
}

/**
 * The signal service over `db`; `clock` is the server's unless a test fixes it; `policy` is the configured one
 * (config.signals) in the server, the defaults in tests that do not set it.
 */
export function createSignalService(
  db: Db,
  clock: Clock = () => new Date(),
  policy: SignalPolicy = defaultSignalPolicy,
): SignalService {
  const checks = { clock, maxAbsR: policy.maxAbsR };
  return {
    asAdmin: (admin) => ({
      publish: async (input) =>
        policy.fourEyes
          ? {
              ok: false,
              reason: 'conflict',
              message: 'Signals need a second admin’s approval: propose it instead. Nothing was published.',
            }
          : publishSignal(db, input, admin, clock, { policy }),
      trigger: (id) => triggerSignal(db, id, admin, clock),
      amend: (id, amendment) => amendSignal(db, id, amendment, admin, clock),
      close: (id, close) => closeSignal(db, id, close, admin, checks),
      correct: (id, correction) => correctSignal(db, id, correction, admin, checks),
      cancel: (id, reason) => cancelSignal(db, id, reason, admin, clock),
      propose: (input) => proposeSignal(db, input, admin, { clock, policy }),
      approve: (proposalId) => approveProposal(db, proposalId, admin, { clock, policy }),
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
    eventsOf: (ids) => readEventsOf(db, ids),
    eventBatches: (batchSize) => eventBatches(db, batchSize),
    hasDemo: () => hasDemoSignals(db),
    proposals: () => listProposals(db),
    closedResults: () => closedResults(db),
    publishedMonths: () => publishedMonths(db),
  };
}
