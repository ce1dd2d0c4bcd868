import { z } from '~/platform/zod-mini';
import { type CloseCheckSignal, checkClose, marketClosedDoubt } from './close-check';
import { type InstrumentSymbol, instruments, isInstrumentSymbol } from './instruments';
import {
  type CloseOutcome,
  type Direction,
  type OrderType,
  type SignalField,
  closeOutcomes,
  directions,
  formatRiskReward,
  noteMaxLength,
  orderTypes,
  reasonMaxLength,
} from './signal-values';

/*
 * The signal forms' rules, shared by the browser and the server (no server-only imports: the admin pages
 * bundle this module; zod/mini keeps it small). Every field arrives as the string the form sent and each rule
 * is written once, in one refinement per form, so a field gets the message of the first rule it breaks.
 */

export * from './signal-values';

/** A new signal as the service stores it: prices as numbers, valid-until as an ISO instant (pending orders only). */
export interface SignalInput {
  instrument: InstrumentSymbol;
  direction: Direction;
  orderType: OrderType;
  entry: number;
  stopLoss: number;
  takeProfit: number;
  validUntil: string | null;
  note: string | null;
  /** Why it is published while its market is closed (close-check.ts); ignored while the market is open. */
  reason?: string;
}

type Issue = { path: string; message: string };

/** The number a price field holds, or a message saying why it is not a price of this instrument. */
export function readPrice(text: string, symbol: InstrumentSymbol, label: string): number | string {
  const value = text.trim();
  if (value === '') return `Please enter the ${label}.`;
  if (!/^\d+(\.\d+)?$/.test(value)) return `The ${label} must be a positive number, like 1.0850.`;
  const precision = instruments[symbol].precision;
  const decimals = value.split('.')[1]?.length ?? 0;
  if (decimals > precision) return `The ${label} may have at most ${precision} decimals for ${symbol}.`;
  const price = Number(value);
  return price > 0 ? price : `The ${label} must be greater than zero.`;
}

/**
 * Where the stop-loss and take-profit must sit: below and above the entry for a BUY, above and below for a
 * SELL. Field name → message for each level on the wrong side.
 */
export function levelErrors(
  direction: Direction,
  entry: number,
  levels: { stopLoss?: number; takeProfit?: number },
): Partial<Record<'stopLoss' | 'takeProfit', string>> {
  const errors: Partial<Record<'stopLoss' | 'takeProfit', string>> = {};
  const buy = direction === 'BUY';
  const { stopLoss, takeProfit } = levels;
  if (stopLoss !== undefined && (buy ? stopLoss >= entry : stopLoss <= entry)) {
    errors.stopLoss = `For a ${direction} the stop-loss must be ${buy ? 'below' : 'above'} the entry.`;
  }
  if (takeProfit !== undefined && (buy ? takeProfit <= entry : takeProfit >= entry)) {
    errors.takeProfit = `For a ${direction} the take-profit must be ${buy ? 'above' : 'below'} the entry.`;
  }
  return errors;
}

/**
 * Where amended levels may sit. A pending order has not filled: the publishing rule holds. Once active, the stop
 * may be moved to break-even or beyond (a trailing stop), so it needs only to stay on the far side of the
 * take-profit, which itself stays beyond the entry.
 */
export function amendLevelErrors(
  signal: { direction: Direction; entry: number; status: string },
  levels: { stopLoss: number; takeProfit: number },
): Partial<Record<'stopLoss' | 'takeProfit', string>> {
  if (signal.status !== 'active') return levelErrors(signal.direction, signal.entry, levels);
  const errors = levelErrors(signal.direction, signal.entry, { takeProfit: levels.takeProfit });
  const buy = signal.direction === 'BUY';
  if (buy ? levels.stopLoss >= levels.takeProfit : levels.stopLoss <= levels.takeProfit) {
    errors.stopLoss = `For a ${signal.direction} the stop-loss must be ${buy ? 'below' : 'above'} the take-profit.`;
  }
  return errors;
}

/** A `datetime-local` value (read as GMT) or an ISO instant, as milliseconds; NaN when it is neither. */
export function parseGmt(text: string): number {
  const value = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/.test(value)) return Number.NaN;
  return Date.parse(value.endsWith('Z') ? value : `${value}Z`);
}

const text = z.string({ error: 'Please fill in this field.' });

const reasonRequired = 'Please give a reason.';
/** The rules of a reason field: at least 3 characters when given; `required` when a doubt needs one. */
const reasonRule = (values: { reason?: string }, required: boolean): string | null => {
  const reason = (values.reason ?? '').trim();
  if (reason === '') return required ? reasonRequired : null;
  if (reason.length < 3) return 'Please give a reason of at least 3 characters.';
  return reason.length > reasonMaxLength ? `The reason must be at most ${reasonMaxLength} characters.` : null;
};

/** The part of the signal policy (app/signal-policy.server.ts) a new signal is checked against. */
export interface PublishPolicy {
  /** 2 means 1:2; 0 means no minimum. */
  minRiskReward: number;
  /** With four eyes a second admin approves, and publishes, the signal (its reasoning is what they review). */
  fourEyes: boolean;
}

/** The reward-to-risk of a signal's levels: the take-profit's distance from the entry over the stop-loss's. */
export function riskReward(levels: { entry: number; stopLoss: number; takeProfit: number }): number {
  return Math.abs(levels.takeProfit - levels.entry) / Math.abs(levels.entry - levels.stopLoss);
}

/** Why the levels break the policy's minimum risk-reward, or null. */
export function riskRewardError(
  levels: { entry: number; stopLoss: number; takeProfit: number },
  policy: PublishPolicy,
): string | null {
  const ratio = riskReward(levels);
  // Compared at six decimals, so a 1:2 typed exactly is never refused by a floating-point hair.
  if (policy.minRiskReward <= 0 || Number(ratio.toFixed(6)) >= policy.minRiskReward) return null;
  return `The risk-reward is ${formatRiskReward(ratio)}; signals need at least ${formatRiskReward(policy.minRiskReward)}. Move the take-profit further from the entry or the stop-loss closer.`;
}

/**
 * Why the reasoning (the note) is missing, or null. Every signal needs it: the public pages promise the reasoning
 * behind each new signal, and with four eyes it is what the second analyst reviews.
 */
export function reasoningError(note: string | null, policy: PublishPolicy): string | null {
  if ((note ?? '').trim() !== '') return null;
  return policy.fourEyes
    ? 'Please write the reasoning: a second analyst reviews it before the signal is public.'
    : 'Please write the reasoning: it is published with the signal, and every signal must have it.';
}

/** The message asking why a signal is published, or closed, while its market is shut: `doubt` says why. */
export const marketClosedAsk = (doubt: string) =>
  `${doubt} To go ahead anyway, give a reason: it is shown on the signal's public timeline.`;

/**
 * What the signal policy refuses in a new signal whose levels are otherwise valid. The form and the service
 * both call it, so a signal the pages promise against is never published.
 */
export function policyErrors(
  input: { entry: number; stopLoss: number; takeProfit: number; note: string | null },
  policy: PublishPolicy,
): Partial<Record<'takeProfit' | 'note', string>> {
  const errors: Partial<Record<'takeProfit' | 'note', string>> = {};
  const ratio = riskRewardError(input, policy);
  if (ratio) errors.takeProfit = ratio;
  const reasoning = reasoningError(input.note, policy);
  if (reasoning) errors.note = reasoning;
  return errors;
}

function signalIssues(values: Record<SignalField, string>, now: number, policy: PublishPolicy): Issue[] {
  const issues: Issue[] = [];
  const { instrument, direction, orderType } = values;
  if (!isInstrumentSymbol(instrument)) issues.push({ path: 'instrument', message: 'Please choose an instrument.' });
  if (!(directions as readonly string[]).includes(direction)) {
    issues.push({ path: 'direction', message: 'Please choose BUY or SELL.' });
  }
  if (!(orderTypes as readonly string[]).includes(orderType)) {
    issues.push({ path: 'orderType', message: 'Please choose market, limit or stop.' });
  }
  if (values.note.length > noteMaxLength) {
    issues.push({ path: 'note', message: `The note must be at most ${noteMaxLength} characters.` });
  }
  if (orderType !== 'market') {
    const until = parseGmt(values.validUntil);
    if (values.validUntil.trim() === '') {
      issues.push({ path: 'validUntil', message: 'A limit or stop order needs a valid-until time.' });
    } else if (Number.isNaN(until)) {
      issues.push({ path: 'validUntil', message: 'Please enter a date and time, like 2026-11-30T16:00.' });
    } else if (until <= now) {
      issues.push({ path: 'validUntil', message: 'The valid-until time must be in the future.' });
    }
  }
  if (!isInstrumentSymbol(instrument)) return issues;
  const prices = {
    entry: readPrice(values.entry, instrument, 'entry'),
    stopLoss: readPrice(values.stopLoss, instrument, 'stop-loss'),
    takeProfit: readPrice(values.takeProfit, instrument, 'take-profit'),
  };
  for (const [path, price] of Object.entries(prices)) {
    if (typeof price === 'string') issues.push({ path, message: price });
  }
  const { entry, stopLoss, takeProfit } = prices;
  if (typeof entry === 'number' && (direction === 'BUY' || direction === 'SELL')) {
    const levels = levelErrors(direction, entry, {
      stopLoss: typeof stopLoss === 'number' ? stopLoss : undefined,
      takeProfit: typeof takeProfit === 'number' ? takeProfit : undefined,
    });
    for (const [path, message] of Object.entries(levels)) issues.push({ path, message });
    if (typeof stopLoss === 'number' && typeof takeProfit === 'number' && Object.keys(levels).length === 0) {
      const ratio = riskRewardError({ entry, stopLoss, takeProfit }, policy);
      if (ratio) issues.push({ path: 'takeProfit', message: ratio });
    }
  }
  const reasoning = reasoningError(values.note, policy);
  if (reasoning && !issues.some((issue) => issue.path === 'note')) issues.push({ path: 'note', message: reasoning });
  // With four eyes the signal is published at the approval, not now: the service checks the market then.
  const closed = policy.fourEyes ? null : marketClosedDoubt(instrument, new Date(now));
  const reason = reasonRule(values, closed !== null);
  if (reason)
    issues.push({ path: 'reason', message: closed && reason === reasonRequired ? marketClosedAsk(closed) : reason });
  return issues;
}

function toSignalInput(values: Record<SignalField, string>): SignalInput {
  const market = values.orderType === 'market';
  const note = values.note.trim();
  const reason = values.reason.trim();
  return {
    instrument: values.instrument as InstrumentSymbol,
    direction: values.direction as Direction,
    orderType: values.orderType as OrderType,
    entry: Number(values.entry.trim()),
    stopLoss: Number(values.stopLoss.trim()),
    takeProfit: Number(values.takeProfit.trim()),
    // A market order fills at once: a valid-until would mean nothing.
    validUntil: market ? null : new Date(parseGmt(values.validUntil)).toISOString(),
    note: note === '' ? null : note,
    ...(reason ? { reason } : {}),
  };
}

/**
 * The "New Signal" form under `policy`: the raw field strings in, a SignalInput out. "Now" is read when it
 * validates.
 */
export const signalSchema = (policy: PublishPolicy) =>
  z.pipe(
    z
      .object({
        instrument: text,
        direction: text,
        orderType: text,
        entry: text,
        stopLoss: text,
        takeProfit: text,
        validUntil: text,
        note: text,
        reason: text,
      })
      .check(
        z.superRefine((values, ctx) => {
          for (const { path, message } of signalIssues(values, Date.now(), policy)) {
            ctx.issues.push({ code: 'custom', input: values, path: [path], message });
          }
        }),
      ),
    z.transform(toSignalInput),
  );

/** The part of a stored signal the amend and close forms check against. */
export interface SignalLevels {
  instrument: InstrumentSymbol;
  direction: Direction;
  entry: number;
}

/** New levels, and why the stop-loss moves further from the entry when it does (close-check.ts). */
export interface AmendInput {
  stopLoss: number;
  takeProfit: number;
  reason?: string;
}

/**
 * The Amend form of one signal: new stop-loss and take-profit where amendLevelErrors allows them, and the reason
 * for a widened stop (asked on the confirmation step; the service refuses a widening without it).
 */
export function amendSchema(signal: SignalLevels & { status: string }) {
  return z.pipe(
    z.object({ stopLoss: text, takeProfit: text, reason: z.optional(text) }).check(
      z.superRefine((values, ctx) => {
        const stopLoss = readPrice(values.stopLoss, signal.instrument, 'stop-loss');
        const takeProfit = readPrice(values.takeProfit, signal.instrument, 'take-profit');
        const errors: Record<string, string> = {};
        if (typeof stopLoss === 'string') errors.stopLoss = stopLoss;
        if (typeof takeProfit === 'string') errors.takeProfit = takeProfit;
        if (typeof stopLoss === 'number' && typeof takeProfit === 'number') {
          Object.assign(errors, amendLevelErrors(signal, { stopLoss, takeProfit }));
        }
        const reason = reasonRule(values, false);
        if (reason) errors.reason = reason;
        for (const [path, message] of Object.entries(errors)) {
          ctx.issues.push({ code: 'custom', input: values, path: [path], message });
        }
      }),
    ),
    z.transform((values): AmendInput => {
      const reason = (values.reason ?? '').trim();
      return {
        stopLoss: Number(values.stopLoss.trim()),
        takeProfit: Number(values.takeProfit.trim()),
        ...(reason ? { reason } : {}),
      };
    }),
  );
}

/**
 * How a signal closed: which level was hit (at that level, or at the fill price given), or the price it was
 * closed at by hand. `reason`: why a doubtful price (close-check.ts) is recorded anyway.
 */
export type CloseInput = (
  { outcome: 'take-profit' | 'stop-loss'; exitPrice?: number } | { outcome: 'manual'; exitPrice: number }
) & { reason?: string };

/** A correction of a closed signal's exit: the close as it should have been recorded, and why (public). */
export type CorrectionInput = CloseInput & { reason: string };

/** What a close is checked against: the signal's levels, and the configured R bound (close-check.ts). */
export type CloseTarget = CloseCheckSignal & { maxAbsR: number };

function closeForm(signal: CloseTarget, reasonRequired: boolean) {
  return z.pipe(
    z.object({ outcome: text, exitPrice: z.optional(text), reason: z.optional(text) }).check(
      z.superRefine((values, ctx) => {
        const push = (path: string, message: string) =>
          ctx.issues.push({ code: 'custom', input: values, path: [path], message });
        if (!(closeOutcomes as readonly string[]).includes(values.outcome)) {
          push('outcome', 'Please choose how the signal closed.');
        } else if (values.outcome === 'manual' || (values.exitPrice ?? '').trim() !== '') {
          const exit = readPrice(values.exitPrice ?? '', signal.instrument, 'exit price');
          if (typeof exit === 'string') push('exitPrice', exit);
          else {
            // An R past the bound is refused on the form: no reason can make it plausible.
            const { refusal } = checkClose(
              signal,
              { outcome: values.outcome as CloseOutcome, exitPrice: exit },
              signal.maxAbsR,
            );
            if (refusal) push('exitPrice', refusal);
          }
        }
        const reason = reasonRule(values, reasonRequired);
        if (reason) push('reason', reason);
      }),
    ),
    z.transform((values): CloseInput => {
      const typed = (values.exitPrice ?? '').trim();
      const reason = (values.reason ?? '').trim();
      const close: CloseInput =
        values.outcome === 'manual'
          ? { outcome: 'manual', exitPrice: Number(typed) }
          : { outcome: values.outcome as 'take-profit' | 'stop-loss', ...(typed ? { exitPrice: Number(typed) } : {}) };
      return reason ? { ...close, reason } : close;
    }),
  );
}

/** The Close form of one signal: which level was hit (optionally the fill price), or the price it was closed at. */
export function closeSchema(signal: CloseTarget) {
  return closeForm(signal, false);
}

/** The Correct form of a closed signal: the close as it should read, and the public reason for the correction. */
export function correctSchema(signal: CloseTarget) {
  return z.pipe(
    closeForm(signal, true),
    z.transform((close) => close as CorrectionInput),
  );
}

/** The Cancel form: a reason, shown publicly on the signal. */
export const cancelSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason.' })
    .check(
      z.trim(),
      z.minLength(3, 'Please give a reason of at least 3 characters.'),
      z.maxLength(reasonMaxLength, `The reason must be at most ${reasonMaxLength} characters.`),
    ),
});
