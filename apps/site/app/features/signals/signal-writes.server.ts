import { randomUUID } from 'node:crypto';
import { type AuditAction, recordAudit } from '~/platform/admin/audit.server';
import { bump } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import type { SignalPolicy } from '~/signal-policy.server';
import { type CloseCheck, checkClose, marketClosedDoubt, stopWideningDoubt } from './close-check';
import { formatPrice } from './instruments';
import { insertEvent, insertSignal, readSignal, updateSignal } from './signal-rows.server';
import {
  type AmendInput,
  type CloseInput,
  type CorrectionInput,
  type SignalInput,
  amendLevelErrors,
  levelErrors,
  marketClosedAsk,
  policyErrors,
} from './signal-schema';
import type { Signal, SignalEventDetail, SignalStatus } from './signal-types';

/*
 * Every change to a signal. Each is one transaction that reads the signal once, refuses a transition its status
 * does not allow (nothing changes then), writes the signal, its timeline event and the audit entry, and bumps
 * the signals data version, so the change and its record stand or fall together. Every time is the server's
 * clock (`now`): no form field carries a time, so nothing can be back-dated.
 */

/** The admin who makes a change, as the audit log and the timeline record them. */
export interface SignalActor {
  id: string;
  username: string;
}

export type SignalFailure =
  | { reason: 'not-found' }
  | { reason: 'conflict'; message: string }
  | { reason: 'invalid'; errors: Record<string, string> };
export type SignalResult = Result<Signal, SignalFailure>;

/** A time source: the server's clock, or a fixed one in tests. */
export type Clock = () => Date;

// The last time issued in this process: steps made in quick succession keep their order on the timeline.
let lastIssued = 0;
export function issue(clock: Clock): string {
  lastIssued = Math.max(clock().getTime(), lastIssued + 1);
  return new Date(lastIssued).toISOString();
}
/** Tests with a fixed clock go back in time between suites: let them. */
export function resetIssuedTimes(): void {
  lastIssued = 0;
}

const statusWords: Record<SignalStatus, string> = {
  pending: 'pending',
  active: 'active',
  closed: 'closed',
  expired: 'expired',
  cancelled: 'cancelled',
};
const refuse = (message: string) => ({ ok: false, reason: 'conflict', message }) as const;

async function finish(
  tx: Db,
  by: SignalActor,
  change: { action: AuditAction; before: Signal | null; after: Signal; event: SignalEventDetail; at: string },
): Promise<void> {
  await insertEvent(tx, change.after.id, { ...change.event, at: change.at, by: by.username });
  await bump(tx, 'signals');
  await recordAudit(tx, {
    admin: by,
    action: change.action,
    entity: 'signal',
    entityId: change.after.id,
    before: change.before,
    after: change.after,
  });
}

/** How a signal comes to be published: by whom it was proposed (four eyes), and whether it is a demo. */
export interface PublishOptions {
  policy: SignalPolicy;
  /** With four eyes: the admin who proposed it; `by` is then the one who approved it. */
  proposedBy?: string;
  demo?: boolean;
}

/**
 * Why `input` cannot be published under `policy` now (`at`): field → message, empty when it can. `publishing`:
 * whether it is published at `at` (from the form, or by an approval) rather than proposed; only then does its
 * market's being closed matter: a signal published while nobody can trade its price needs a public reason.
 */
export function publishErrors(
  input: SignalInput,
  policy: SignalPolicy,
  at: string,
  publishing: 'form' | 'approval' | null,
): Record<string, string> {
  const errors: Record<string, string> = { ...levelErrors(input.direction, input.entry, input) };
  if (Object.keys(errors).length === 0) Object.assign(errors, policyErrors(input, policy));
  if (input.orderType !== 'market' && (input.validUntil === null || input.validUntil <= at)) {
    errors.validUntil = 'The valid-until time must be in the future.';
  }
  const closed = publishing ? marketClosedDoubt(input.instrument, new Date(at)) : null;
  if (closed && !input.reason) {
    // An approval has no reason field: it waits for the market to open.
    errors.reason =
      publishing === 'approval' ? `${closed} Approve it once the market is open.` : marketClosedAsk(closed);
  }
  return errors;
}

/**
 * Publishes a signal in `tx`: a market order is active at once, a limit or stop order pending until triggered.
 * The policy is checked here too, so no caller can publish what the pages promise against.
 */
export async function publishIn(
  tx: Db,
  input: SignalInput,
  by: SignalActor,
  at: string,
  options: PublishOptions,
): Promise<SignalResult> {
  const errors = publishErrors(input, options.policy, at, options.proposedBy ? 'approval' : 'form');
  if (Object.keys(errors).length > 0) return { ok: false, reason: 'invalid', errors };
  const market = input.orderType === 'market';
  const { reason: _reason, ...order } = input;
  const signal: Signal = {
    ...order,
    id: randomUUID(),
    validUntil: market ? null : input.validUntil,
    initialStopLoss: input.stopLoss,
    status: market ? 'active' : 'pending',
    outcome: null,
    cancelReason: null,
    publishedAt: at,
    triggeredAt: market ? at : null,
    closedAt: null,
    exitPrice: null,
    resultPips: null,
    resultR: null,
    publishedBy: by.username,
    demo: options.demo ?? false,
  };
  await insertSignal(tx, signal);
  // The reason is kept only when the market was closed: that is what it explains.
  const closed = marketClosedDoubt(input.instrument, new Date(at));
  const event: SignalEventDetail = {
    kind: 'published',
    ...(options.proposedBy ? { proposedBy: options.proposedBy } : {}),
    ...(closed && input.reason ? { reason: input.reason } : {}),
  };
  await finish(tx, by, { action: 'signal.publish', before: null, after: signal, event, at });
  return { ok: true, value: signal };
}

/** Publishes a signal at once (four eyes off; the service refuses it when they are on). */
export function publishSignal(
  db: Db,
  input: SignalInput,
  by: SignalActor,
  clock: Clock,
  options: PublishOptions,
): Promise<SignalResult> {
  return db.transaction((tx) => publishIn(tx, input, by, issue(clock), options));
}

/** Expires `signal` in `tx` when it is pending past its valid-until; the expired signal, or null. */
export async function expireIfDue(tx: Db, signal: Signal, now: string): Promise<Signal | null> {
  if (signal.status !== 'pending' || signal.validUntil === null || signal.validUntil > now) return null;
  // It expired when its time ran out, not when someone next looked.
  const after: Signal = { ...signal, status: 'expired', closedAt: signal.validUntil };
  if (!(await updateSignal(tx, after, 'pending'))) return null;
  await insertEvent(tx, signal.id, { kind: 'expired', at: signal.validUntil, by: null });
  await bump(tx, 'signals');
  return after;
}

/** Expires every pending signal whose valid-until has passed; how many. */
export async function expireDue(db: Db, clock: Clock): Promise<number> {
  const now = clock().toISOString();
  const due = await db.all<{ id: string }>(
    "SELECT id FROM signals WHERE status = 'pending' AND valid_until <= ? ORDER BY valid_until LIMIT 500",
    [now],
  );
  let expired = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const signal = await readSignal(tx, id);
      return signal ? expireIfDue(tx, signal, now) : null;
    });
    if (done) expired += 1;
  }
  return expired;
}

type Transition = (
  before: Signal,
  at: string,
) =>
  | { after: Signal; action: AuditAction; event: SignalEventDetail }
  | { refused: string }
  | { invalid: Record<string, string> };

/** Reads signal `id` once, expires it if due, then applies `transition` if `allowed` holds its status. */
function changeSignal(
  db: Db,
  id: string,
  allowed: readonly SignalStatus[],
  verb: string,
  context: { by: SignalActor; clock: Clock },
  transition: Transition,
): Promise<SignalResult> {
  return db.transaction(async (tx) => {
    const read = await readSignal(tx, id);
    if (!read) return { ok: false, reason: 'not-found' } as const;
    const at = issue(context.clock);
    const before = (await expireIfDue(tx, read, at)) ?? read;
    if (!allowed.includes(before.status)) {
      const only = allowed.map((status) => statusWords[status]).join(' or ');
      return refuse(
        `This signal is ${statusWords[before.status]}: only ${only} signals can be ${verb}. Nothing changed.`,
      );
    }
    const outcome = transition(before, at);
    if ('refused' in outcome) return refuse(outcome.refused);
    if ('invalid' in outcome) return { ok: false, reason: 'invalid', errors: outcome.invalid } as const;
    if (!(await updateSignal(tx, outcome.after, before.status))) {
      return refuse('This signal changed while you were working on it. Nothing changed; please look again.');
    }
    await finish(tx, context.by, { ...outcome, before, at });
    return { ok: true, value: outcome.after };
  });
}

export function triggerSignal(db: Db, id: string, by: SignalActor, clock: Clock): Promise<SignalResult> {
  return changeSignal(db, id, ['pending'], 'marked triggered', { by, clock }, (before, at) => ({
    after: { ...before, status: 'active', triggeredAt: at },
    action: 'signal.trigger',
    event: { kind: 'triggered' },
  }));
}

/**
 * Moves a pending or active signal's levels. A stop moved further from the entry adds risk the signal was not
 * published with: it needs a reason, which the timeline shows (close-check.ts); a tightened stop needs none.
 */
export function amendSignal(
  db: Db,
  id: string,
  amendment: AmendInput,
  by: SignalActor,
  clock: Clock,
): Promise<SignalResult> {
  const { reason, ...levels } = amendment;
  return changeSignal(db, id, ['pending', 'active'], 'amended', { by, clock }, (before) => {
    const errors = amendLevelErrors(before, levels);
    if (Object.keys(errors).length > 0) return { invalid: errors };
    const event: SignalEventDetail & { kind: 'amended' } = { kind: 'amended' };
    if (levels.stopLoss !== before.stopLoss) event.stopLoss = { from: before.stopLoss, to: levels.stopLoss };
    if (levels.takeProfit !== before.takeProfit) event.takeProfit = { from: before.takeProfit, to: levels.takeProfit };
    if (!event.stopLoss && !event.takeProfit) {
      return { invalid: { stopLoss: 'Change the stop-loss or the take-profit, or leave the signal as it is.' } };
    }
    const widening = stopWideningDoubt(before, levels.stopLoss, (value) => formatPrice(before.instrument, value));
    if (widening) {
      if (!reason) return { invalid: { reason: `${widening} Please give a reason: it is shown publicly.` } };
      event.reason = reason;
    }
    return { after: { ...before, ...levels }, action: 'signal.amend', event };
  });
}

/**
 * The plausibility rules (close-check.ts) as the service enforces them: an R past the bound is refused; a
 * doubtful price needs a reason. The checked result, or the field errors.
 */
function checkedClose(
  signal: Signal,
  close: CloseInput,
  maxAbsR: number,
  at: string,
): { invalid: Record<string, string> } | { check: CloseCheck } {
  const check = checkClose(signal, close, maxAbsR, new Date(at));
  if (check.refusal) return { invalid: { exitPrice: check.refusal } };
  if (check.doubts.length > 0 && !close.reason) {
    return { invalid: { reason: `${check.doubts.join(' ')} Please confirm the price with a reason.` } };
  }
  return { check };
}

export function closeSignal(
  db: Db,
  id: string,
  close: CloseInput,
  by: SignalActor,
  context: { clock: Clock; maxAbsR: number },
): Promise<SignalResult> {
  return changeSignal(db, id, ['active'], 'closed', { by, clock: context.clock }, (before, at) => {
    // Take-profit exits at the take-profit, stop-loss at the stop as it stands now (perhaps moved), unless a
    // fill price is given; manual at the price given.
    const checked = checkedClose(before, close, context.maxAbsR, at);
    if ('invalid' in checked) return checked;
    const { exitPrice, pips, r, doubts } = checked.check;
    const after: Signal = {
      ...before,
      status: 'closed',
      outcome: close.outcome,
      closedAt: at,
      exitPrice,
      resultPips: pips,
      resultR: r,
    };
    // The reason is kept only for a doubtful close: that is what it explains.
    const reason = doubts.length > 0 ? close.reason : undefined;
    const event: SignalEventDetail = {
      kind: 'closed',
      outcome: close.outcome,
      exitPrice,
      ...(reason ? { reason } : {}),
      ...(marketClosedDoubt(before.instrument, new Date(at)) ? { marketClosed: true as const } : {}),
    };
    return { after, action: 'signal.close', event };
  });
}

/**
 * Corrects a closed signal's exit. Never an overwrite of the record: the 'corrected' event keeps the old and
 * new values and the reason, in public, and the signal's stored result follows it so the statistics use the
 * corrected value. Its close time stays: the correction changes what the close was, not when.
 */
export function correctSignal(
  db: Db,
  id: string,
  correction: CorrectionInput,
  by: SignalActor,
  context: { clock: Clock; maxAbsR: number },
): Promise<SignalResult> {
  return changeSignal(db, id, ['closed'], 'corrected', { by, clock: context.clock }, (before) => {
    // A correction is checked against the levels as they stood at the close: the signal keeps them.
    const checked = checkClose(before, correction, context.maxAbsR);
    if (checked.refusal) return { invalid: { exitPrice: checked.refusal } };
    const { exitPrice, pips, r } = checked;
    if (exitPrice === before.exitPrice && correction.outcome === before.outcome) {
      return { invalid: { exitPrice: 'This is what is recorded already: change the exit or how it closed.' } };
    }
    const after: Signal = { ...before, outcome: correction.outcome, exitPrice, resultPips: pips, resultR: r };
    const event: SignalEventDetail = {
      kind: 'corrected',
      reason: correction.reason,
      outcome: { from: before.outcome ?? correction.outcome, to: correction.outcome },
      exitPrice: { from: before.exitPrice ?? exitPrice, to: exitPrice },
      resultPips: { from: before.resultPips ?? 0, to: pips },
      resultR: { from: before.resultR ?? 0, to: r },
    };
    return { after, action: 'signal.correct', event };
  });
}

export function cancelSignal(db: Db, id: string, reason: string, by: SignalActor, clock: Clock): Promise<SignalResult> {
  return changeSignal(db, id, ['pending'], 'cancelled', { by, clock }, (before, at) => ({
    after: { ...before, status: 'cancelled', cancelReason: reason, closedAt: at },
    action: 'signal.cancel',
    event: { kind: 'cancelled', reason },
  }));
}
