import type { InstrumentSymbol } from './instruments';
import type { RecordPeriod, TrackRecord } from './signal-results';
import type { SignalStatistics } from './signal-statistics';
import type { CloseOutcome, Direction, OrderType } from './signal-schema';

/*
 * A stored signal and its timeline as the pages and the service see them (browser-safe types only).
 */

export const signalStatuses = ['pending', 'active', 'closed', 'expired', 'cancelled'] as const;
export type SignalStatus = (typeof signalStatuses)[number];

/** The admin list's status filters: the open ones (default), every status, or one status. */
export const statusFilters = ['open', 'all', ...signalStatuses] as const;
export type StatusFilter = (typeof statusFilters)[number];

/** Statuses a signal can still change from; the others are final. */
export const openStatuses = ['pending', 'active'] as const satisfies readonly SignalStatus[];

export interface Signal {
  id: string;
  instrument: InstrumentSymbol;
  direction: Direction;
  orderType: OrderType;
  entry: number;
  /** The stop-loss it was published with: the R multiple's risk, whatever the stop was moved to later. */
  initialStopLoss: number;
  stopLoss: number;
  takeProfit: number;
  note: string | null;
  validUntil: string | null;
  status: SignalStatus;
  outcome: CloseOutcome | null;
  cancelReason: string | null;
  publishedAt: string;
  triggeredAt: string | null;
  /** When it closed, expired or was cancelled. */
  closedAt: string | null;
  exitPrice: number | null;
  resultPips: number | null;
  resultR: number | null;
  publishedBy: string;
  /** Seeded for development or screenshots (`pnpm db:seed-demo`), not a real call: pages say so. */
  demo: boolean;
}

export type SignalEventDetail =
  /**
   * `proposedBy`: with four eyes, the admin who proposed it (the event's `by` approved it). `reason`: why it was
   * published while its market was closed (close-check.ts), the only case that stores one.
   */
  | { kind: 'published'; proposedBy?: string; reason?: string }
  | { kind: 'triggered' }
  /** `reason`: why the stop-loss was moved further from the entry (more risk); a tightening needs none. */
  | {
      kind: 'amended';
      stopLoss?: { from: number; to: number };
      takeProfit?: { from: number; to: number };
      reason?: string;
    }
  /**
   * `reason`: why a doubtful close was confirmed anyway: a price outside the plausible band, or (`marketClosed`)
   * a close while the instrument's market was shut.
   */
  | { kind: 'closed'; outcome: CloseOutcome; exitPrice: number; reason?: string; marketClosed?: true }
  | { kind: 'expired' }
  | { kind: 'cancelled'; reason: string }
  /** A closed signal's exit corrected in public: what was recorded before and after, and why. */
  | {
      kind: 'corrected';
      reason: string;
      outcome: { from: CloseOutcome; to: CloseOutcome };
      exitPrice: { from: number; to: number };
      resultPips: { from: number; to: number };
      resultR: { from: number; to: number };
    };
export type SignalEventKind = SignalEventDetail['kind'];

/** One step of a signal's public timeline, timed by the server. */
export type SignalEvent = SignalEventDetail & { id: string; at: string; by: string | null };

/**
 * One timeline event with what its CSV row needs of its signal: the instrument (price decimals) and, for the
 * publication, the direction, entry and levels as published.
 */
export type SignalEventOf = SignalEvent & {
  signalId: string;
  instrument: InstrumentSymbol;
  direction: Direction;
  entry: number;
  initialStopLoss: number;
  initialTakeProfit: number;
  /** Whether its signal is a demo (the CSV's last column). */
  demo: boolean;
};

/** What a history page may be narrowed to (each kept in the URL). */
export const historyOutcomes = ['win', 'loss', 'break-even', 'open', 'expired', 'cancelled'] as const;
export type HistoryOutcome = (typeof historyOutcomes)[number];
export interface HistoryFilters {
  instrument?: InstrumentSymbol;
  direction?: Direction;
  outcome?: HistoryOutcome;
  /** `YYYY-MM`, by publication time (GMT). */
  month?: string;
}

/** The record behind /services/signals (loadSignalsRecord); the page gets it written out (SignalsPageView). */
export interface SignalsPageData {
  open: Signal[];
  records: Record<RecordPeriod, TrackRecord>;
  statistics: SignalStatistics;
  /** Whether any demo signal is stored (the page says so at the top). */
  demo: boolean;
}
