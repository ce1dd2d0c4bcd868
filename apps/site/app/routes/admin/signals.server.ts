import { data, redirect } from 'react-router-dom';
import type { RequestContext } from '~/context.server';
import { signalAdminPath } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import { type FieldErrors, formValues, parseSubmission } from '~/lib/forms/submission';
import { failureStatus } from '~/lib/result';
import { type SignalField, signalFields, signalSchema } from '~/lib/signals/signal-schema';
import { type SignalStatus, type StatusFilter, statusFilters } from '~/lib/signals/signal-types';
import { createSignalService } from '~/lib/signals/signals.server';

/* The admin's signal list and New Signal form. The guard runs first in every loader and action. */

const statusesOf = (filter: StatusFilter): readonly SignalStatus[] =>
  filter === 'all' ? [] : filter === 'open' ? ['pending', 'active'] : [filter];

/** GET /secure/admin/signals?status=…: the guard, then signals of the chosen status (open by default). */
export async function signalListLoader(request: Request, context: RequestContext) {
  const { db } = context;
  await requireAdmin(request, { context, db });
  const signals = createSignalService(db);
  await signals.expireDue();
  const raw = new URL(request.url).searchParams.get('status') ?? 'open';
  const status: StatusFilter = (statusFilters as readonly string[]).includes(raw) ? (raw as StatusFilter) : 'open';
  return data({ status, signals: await signals.list(statusesOf(status), 200) }, { headers: adminHeaders });
}

/** GET /secure/admin/signals/new: the guard, then the empty form with the session's form token. */
export async function newSignalLoader(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  return data({ csrf: session.csrfToken }, { headers: adminHeaders });
}

export interface NewSignalFailure {
  values: Record<SignalField, string>;
  errors: FieldErrors<SignalField>;
}

/** POST /secure/admin/signals/new: the CSRF checks, the form's schema, then publish (audited) and go to the signal. */
export async function newSignalAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const values = formValues(form, signalFields);
  const parsed = parseSubmission<ReturnType<typeof signalSchema.parse>, SignalField>(signalSchema, values);
  if (!parsed.ok) {
    return data<NewSignalFailure>({ values, errors: parsed.errors }, { status: 400, headers: adminHeaders });
  }
  const result = await createSignalService(db).asAdmin(session.admin).publish(parsed.value);
  if (!result.ok) {
    const errors = result.reason === 'invalid' ? result.errors : { instrument: 'The signal could not be published.' };
    return data<NewSignalFailure>({ values, errors }, { status: failureStatus[result.reason], headers: adminHeaders });
  }
  // Post/redirect/get: a reload never publishes twice.
  throw redirect(`${signalAdminPath(result.value.id)}?done=publish`, { headers: adminHeaders });
}
