import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import {
  actionAnswer,
  actionDone,
  intentOf,
  intentStep,
  refusal,
  unknownIntent,
} from '~/platform/admin/admin-action.server';
import type { AdminActionData, IntentSpecs, RunStep } from '~/platform/admin/admin-action';
import { signalAdminPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';
import { checkClose, stopWideningDoubt } from '~/features/signals/close-check';
import {
  type AmendInput,
  type CloseInput,
  amendSchema,
  cancelSchema,
  closeSchema,
  correctSchema,
} from '~/features/signals/signal-schema';
import type { Signal } from '~/features/signals/signal-types';
import { type AdminSignalWrites, createSignalService } from '~/features/signals/signals.server';

/*
 * One signal in the admin: its timeline and the actions its status allows. Every action changes what the public
 * track record shows, so each is destructive in the admin action shape (decision 028): the first post is checked
 * and answered with a confirmation step; only the second (`confirmed=1`) changes anything.
 */

/** What the intents' rules check against: the signal, and the configured R bound of a close. */
type SignalTarget = Signal & { maxAbsR: number };

/**
 * The confirmation step's box for a doubtful step (close-check.ts: a price, a closed market, a widened stop):
 * ticked with a reason, it is the explicit second confirmation; the first post never carries it.
 */
export const priceCheckedField = 'priceChecked';

/** The signal actions: the fields each reads and its rules, checked against the signal it acts on. */
export const signalIntents = {
  trigger: { fields: [], destructive: true },
  amend: { fields: ['stopLoss', 'takeProfit', 'reason', priceCheckedField], schema: amendSchema, destructive: true },
  close: { fields: ['outcome', 'exitPrice', 'reason', priceCheckedField], schema: closeSchema, destructive: true },
  // A correction of a closed signal's exit: a new public timeline event, never an overwrite.
  correct: { fields: ['outcome', 'exitPrice', 'reason', priceCheckedField], schema: correctSchema, destructive: true },
  cancel: { fields: ['reason'], schema: cancelSchema, destructive: true },
} as const satisfies IntentSpecs<SignalTarget>;
export type SignalIntent = keyof typeof signalIntents;

export type SignalActionData = AdminActionData<SignalIntent>;

/** GET /secure/admin/signals/:id: the guard, then the signal (expired first if due) and its timeline. */
export async function signalLoader(request: Request, context: RequestContext, id: string) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const signals = createSignalService(db, undefined, context.config.signals);
  await signals.expireDue();
  const found = await signals.get(id);
  if (!found) throw data('No signal with this id.', { status: 404, headers: adminHeaders });
  const done = new URL(request.url).searchParams.get('done');
  const { maxAbsR } = context.config.signals;
  // The server's time, so the confirmation step checks the market's hours as the server will (close-check.ts).
  const now = new Date().toISOString();
  return data({ ...found, csrf: session.csrfToken, done, maxAbsR, now }, { headers: adminHeaders });
}

/** Carries out one confirmed intent, as the signed-in admin. */
function run(writes: AdminSignalWrites, id: string, step: RunStep<typeof signalIntents>) {
  switch (step.intent) {
    case 'trigger':
      return writes.trigger(id);
    case 'amend':
      return writes.amend(id, step.value);
    case 'close':
      return writes.close(id, step.value);
    case 'correct':
      return writes.correct(id, step.value);
    case 'cancel':
      return writes.cancel(id, step.value.reason);
  }
}

const missing = 'No signal with this id. Nothing changed.';

/**
 * Whether a close, correction or amendment may be carried out: a plausible one needs only the confirmation; a
 * doubtful one (close-check.ts) also the ticked box and a reason (the service refuses it without the reason,
 * whatever posts it). A close is checked at the server's time: its market may be closed; a correction is not.
 */
function plausiblyConfirmed(
  signal: Signal,
  step:
    | { intent: 'close' | 'correct'; value: CloseInput; values: Record<string, string> }
    | { intent: 'amend'; value: AmendInput; values: Record<string, string> },
  maxAbsR: number,
): boolean {
  const doubtful =
    step.intent === 'amend'
      ? stopWideningDoubt(signal, step.value.stopLoss) !== null
      : checkClose(signal, step.value, maxAbsR, step.intent === 'close' ? new Date() : undefined).doubts.length > 0;
  if (!doubtful) return true;
  return step.values[priceCheckedField] === '1' && Boolean(step.value.reason);
}

/** POST /secure/admin/signals/:id: the CSRF checks, the intent's schema, a confirmation step, then the change. */
export async function signalAction(request: Request, context: RequestContext, id: string) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  if (!intentOf(form, signalIntents)) return actionAnswer<SignalIntent>(unknownIntent);
  const signals = createSignalService(db, undefined, context.config.signals);
  const found = await signals.get(id);
  if (!found) return actionAnswer<SignalIntent>({ kind: 'refused', message: missing }, 404);
  const { maxAbsR } = context.config.signals;
  const step = intentStep(form, signalIntents, { ...found.signal, maxAbsR });
  if (step.kind !== 'run') return actionAnswer(step);
  const checked = step.intent === 'close' || step.intent === 'correct' || step.intent === 'amend';
  if (checked && !plausiblyConfirmed(found.signal, step, maxAbsR)) {
    // Back to the confirmation step, which asks for the reason and the tick it did not get.
    return actionAnswer<SignalIntent>({ kind: 'confirm', intent: step.intent, values: step.values });
  }
  const result = await run(signals.asAdmin(session.admin), id, step);
  if (!result.ok) return refusal(result, step, missing);
  return actionDone(signalAdminPath(id), step.intent);
}
