import { randomUUID } from 'node:crypto';
import { type AuditAction, recordAudit } from '../admin/audit.server';
import { bump } from '../data-version/data-version.server';
import type { Db } from '../db/types';
import type { Result } from '../result';
import { resultPips, resultR } from './signal-results';
import { insertEvent, insertSignal, readSignal, updateSignal } from './signal-rows.server';
import { type CloseInput, type SignalInput, amendLevelErrors } from './signal-schema';
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
function issue(clock: Clock): string {
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

/** Publishes a signal: a market order is active at once, a limit or stop order pending until triggered. */
export async function publishSignal(db: Db, input: SignalInput, by: SignalActor, clock: Clock): Promise<SignalResult> {
  return db.transaction(async (tx) => {
    const at = issue(clock);
    const market = input.orderType === 'market';
    if (!market && (input.validUntil === null || input.validUntil <= at)) {
      return { ok: false, reason: 'invalid', errors: { validUntil: 'The valid-until time must be in the future.' } };
    }
    const signal: Signal = {
      ...input,
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
    };
    await insertSignal(tx, signal);
    await finish(tx, by, { action: 'signal.publish', before: null, after: signal, event: { kind: 'published' }, at });
    return { ok: true, value: signal };
  });
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

export function amendSignal(
  db: Db,
  id: string,
  levels: { stopLoss: number; takeProfit: number },
  by: SignalActor,
  clock: Clock,
): Promise<SignalResult> {
  return changeSignal(db, id, ['pending', 'active'], 'amended', { by, clock }, (before) => {
    const errors = amendLevelErrors(before, levels);
    if (Object.keys(errors).length > 0) return { invalid: errors };
    const event: SignalEventDetail & { kind: 'amended' } = { kind: 'amended' };
    if (levels.stopLoss !== before.stopLoss) event.stopLoss = { from: before.stopLoss, to: levels.stopLoss };
    if (levels.takeProfit !== before.takeProfit) event.takeProfit = { from: before.takeProfit, to: levels.takeProfit };
    if (!event.stopLoss && !event.takeProfit) {
      return { invalid: { stopLoss: 'Change the stop-loss or the take-profit, or leave the signal as it is.' } };
    }
    return { after: { ...before, ...levels }, action: 'signal.amend', event };
  });
}

export function closeSignal(
  db: Db,
  id: string,
  close: CloseInput,
  by: SignalActor,
  clock: Clock,
): Promise<SignalResult> {
  return changeSignal(db, id, ['active'], 'closed', { by, clock }, (before, at) => {
    // Take-profit exits at the take-profit, stop-loss at the stop as it stands now (perhaps moved), manual at the price given.
    let exit = before.takeProfit;
    if (close.outcome === 'stop-loss') exit = before.stopLoss;
    if (close.outcome === 'manual') exit = close.exitPrice;
    const after: Signal = {
      ...before,
      status: 'closed',
      outcome: close.outcome,
      closedAt: at,
      exitPrice: exit,
      resultPips: resultPips(before.instrument, before.direction, before.entry, exit),
      resultR: resultR(before.direction, before.entry, before.initialStopLoss, exit),
    };
    return { after, action: 'signal.close', event: { kind: 'closed', outcome: close.outcome, exitPrice: exit } };
  });
}

export function cancelSignal(db: Db, id: string, reason: string, by: SignalActor, clock: Clock): Promise<SignalResult> {
  return changeSignal(db, id, ['pending'], 'cancelled', { by, clock }, (before, at) => ({
    after: { ...before, status: 'cancelled', cancelReason: reason, closedAt: at },
    action: 'signal.cancel',
    event: { kind: 'cancelled', reason },
  }));
}
