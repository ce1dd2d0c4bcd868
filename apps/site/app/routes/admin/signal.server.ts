import { data } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import {
  type IntentSpecs,
  type RunStep,
  actionAnswer,
  actionDone,
  intentOf,
  intentStep,
  refusal,
  unknownIntent,
} from '~/lib/admin/admin-action.server';
import type { AdminActionData } from '~/lib/admin/admin-action';
import { signalAdminPath } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { amendSchema, cancelSchema, closeSchema } from '~/lib/signals/signal-schema';
import type { Signal } from '~/lib/signals/signal-types';
import { type AdminSignalWrites, createSignalService } from '~/lib/signals/signals.server';

/*
 * One signal in the admin: its timeline and the actions its status allows. Every action changes what the public
 * track record shows, so each is destructive in the admin action shape (decision 028): the first post is checked
 * and answered with a confirmation step; only the second (`confirmed=1`) changes anything.
 */

/** The signal actions: the fields each reads and its rules, checked against the signal it acts on. */
export const signalIntents = {
  trigger: { fields: [], destructive: true },
  amend: { fields: ['stopLoss', 'takeProfit'], schema: amendSchema, destructive: true },
  close: { fields: ['outcome', 'exitPrice'], schema: closeSchema, destructive: true },
  cancel: { fields: ['reason'], schema: cancelSchema, destructive: true },
} as const satisfies IntentSpecs<Signal>;
export type SignalIntent = keyof typeof signalIntents;

export type SignalActionData = AdminActionData<SignalIntent>;

/** GET /secure/admin/signals/:id: the guard, then the signal (expired first if due) and its timeline. */
export async function signalLoader(request: Request, context: RequestContext, id: string) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const signals = createSignalService(db);
  await signals.expireDue();
  const found = await signals.get(id);
  if (!found) throw data('No signal with this id.', { status: 404, headers: adminHeaders });
  const done = new URL(request.url).searchParams.get('done');
  return data({ ...found, csrf: session.csrfToken, done }, { headers: adminHeaders });
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
    case 'cancel':
      return writes.cancel(id, step.value.reason);
  }
}

const missing = 'No signal with this id. Nothing changed.';

/** POST /secure/admin/signals/:id: the CSRF checks, the intent's schema, a confirmation step, then the change. */
export async function signalAction(request: Request, context: RequestContext, id: string) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  if (!intentOf(form, signalIntents)) return actionAnswer<SignalIntent>(unknownIntent);
  const signals = createSignalService(db);
  const found = await signals.get(id);
  if (!found) return actionAnswer<SignalIntent>({ kind: 'refused', message: missing }, 404);
  const step = intentStep(form, signalIntents, found.signal);
  if (step.kind !== 'run') return actionAnswer(step);
  const result = await run(signals.asAdmin(session.admin), id, step);
  if (!result.ok) return refusal(result, step, missing);
  return actionDone(signalAdminPath(id), step.intent);
}
