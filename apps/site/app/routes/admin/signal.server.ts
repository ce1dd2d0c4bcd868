import { data, redirect } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { signalAdminPath } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { type FieldErrors, formValues, parseSubmission } from '~/lib/forms/submission';
import { failureStatus } from '~/lib/result';
import { amendSchema, cancelSchema, closeSchema } from '~/lib/signals/signal-schema';
import type { Signal } from '~/lib/signals/signal-types';
import { type AdminSignalWrites, type SignalResult, createSignalService } from '~/lib/signals/signals.server';

/*
 * One signal in the admin: its timeline and the actions its status allows. Every action takes two posts, so it
 * is confirmed without JavaScript: the first is checked and answered with a confirmation step that repeats the
 * values in hidden fields; only the second (`confirmed=1`) changes anything.
 */

export const signalIntents = ['trigger', 'amend', 'close', 'cancel'] as const;
export type SignalIntent = (typeof signalIntents)[number];

const intentFields: Record<SignalIntent, readonly string[]> = {
  trigger: [],
  amend: ['stopLoss', 'takeProfit'],
  close: ['outcome', 'exitPrice'],
  cancel: ['reason'],
};

export type SignalActionData =
  | { kind: 'confirm'; intent: SignalIntent; values: Record<string, string> }
  | { kind: 'invalid'; intent: SignalIntent; values: Record<string, string>; errors: FieldErrors }
  | { kind: 'refused'; message: string };

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

/** The intent's form parsed for this signal, or its field errors. */
function parseIntent(intent: SignalIntent, signal: Signal, values: Record<string, string>) {
  if (intent === 'amend') return parseSubmission(amendSchema(signal), values);
  if (intent === 'close') return parseSubmission(closeSchema(signal), values);
  if (intent === 'cancel') return parseSubmission(cancelSchema, values);
  return { ok: true as const, value: {} };
}

function run(writes: AdminSignalWrites, intent: SignalIntent, id: string, value: unknown): Promise<SignalResult> {
  if (intent === 'amend') return writes.amend(id, value as { stopLoss: number; takeProfit: number });
  if (intent === 'close') return writes.close(id, value as Parameters<AdminSignalWrites['close']>[1]);
  if (intent === 'cancel') return writes.cancel(id, (value as { reason: string }).reason);
  return writes.trigger(id);
}

const answer = (body: SignalActionData, status = 200) => data(body, { status, headers: adminHeaders });

/** POST /secure/admin/signals/:id: the CSRF checks, the intent's schema, a confirmation step, then the change. */
export async function signalAction(request: Request, context: RequestContext, id: string) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const intent = form.get('intent');
  if (!(signalIntents as readonly unknown[]).includes(intent)) {
    return answer({ kind: 'refused', message: 'Unknown action. Nothing changed.' }, 400);
  }
  const chosen = intent as SignalIntent;
  const signals = createSignalService(db);
  const found = await signals.get(id);
  if (!found) return answer({ kind: 'refused', message: 'No signal with this id. Nothing changed.' }, 404);
  const values = formValues(form, intentFields[chosen]);
  const parsed = parseIntent(chosen, found.signal, values);
  if (!parsed.ok) return answer({ kind: 'invalid', intent: chosen, values, errors: parsed.errors }, 400);
  if (form.get('confirmed') !== '1') return answer({ kind: 'confirm', intent: chosen, values });
  const result = await run(signals.asAdmin(session.admin), chosen, id, parsed.value);
  if (result.ok) throw redirect(`${signalAdminPath(id)}?done=${chosen}`, { headers: adminHeaders });
  if (result.reason === 'invalid') {
    return answer({ kind: 'invalid', intent: chosen, values, errors: result.errors }, 400);
  }
  const message = result.reason === 'conflict' ? result.message : 'No signal with this id. Nothing changed.';
  return answer({ kind: 'refused', message }, failureStatus[result.reason]);
}
