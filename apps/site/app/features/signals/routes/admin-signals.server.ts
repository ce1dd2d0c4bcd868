import { data, redirect } from 'react-router';
import type { RequestContext } from '~/context.server';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { signalAdminPath, signalsAdminPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { readAdminForm, requireAdmin } from '~/platform/auth/guard.server';
import { type FieldErrors, formValues, parseSubmission } from '~/platform/forms/submission';
import { failureStatus } from '~/platform/result';
import { type SignalField, type SignalInput, signalFields, signalSchema } from '~/features/signals/signal-schema';
import { type SignalStatus, type StatusFilter, statusFilters } from '~/features/signals/signal-types';
import { createSignalService } from '~/features/signals/signals.server';
import { z } from '~/platform/zod-mini';

/*
 * The admin's signal list, the proposals awaiting a second admin (four eyes) and the New Signal form. The guard
 * runs first in every loader and action. The policy is the configured one (config.signals): the form refuses a
 * risk-reward below the minimum, and with four eyes a new signal is proposed, not published.
 */

const statusesOf = (filter: StatusFilter): readonly SignalStatus[] =>
  filter === 'all' ? [] : filter === 'open' ? ['pending', 'active'] : [filter];

/** The list's actions: approving a proposal publishes it, so it is confirmed by a second post. */
export const signalListIntents = {
  approve: {
    fields: ['proposalId'],
    schema: z.object({ proposalId: z.string().check(z.minLength(1, 'Please choose a proposal.')) }),
    destructive: true,
  },
} as const satisfies IntentSpecs;
export type SignalListIntent = keyof typeof signalListIntents;
export type SignalListActionData = AdminActionData<SignalListIntent>;

/** GET /secure/admin/signals?status=…: the guard, then signals of the chosen status (open by default) and proposals. */
export async function signalListLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const signals = createSignalService(db, undefined, context.config.signals);
  await signals.expireDue();
  const url = new URL(request.url);
  const raw = url.searchParams.get('status') ?? 'open';
  const status: StatusFilter = (statusFilters as readonly string[]).includes(raw) ? (raw as StatusFilter) : 'open';
  const [list, proposals] = await Promise.all([signals.list(statusesOf(status), 200), signals.proposals()]);
  return data(
    {
      status,
      signals: list,
      proposals,
      fourEyes: context.config.signals.fourEyes,
      admin: session.admin.username,
      csrf: session.csrfToken,
      done: url.searchParams.get('done'),
    },
    { headers: adminHeaders },
  );
}

/** POST /secure/admin/signals: approve another admin's proposal (confirmed), which publishes it. */
export async function signalListAction(request: Request, context: RequestContext) {
  const { session, step } = await postedIntent(request, context, signalListIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const writes = createSignalService(context.db, undefined, context.config.signals).asAdmin(session.admin);
  const result = await writes.approve(step.value.proposalId);
  if (!result.ok) {
    if (result.reason === 'invalid') {
      const message = `This proposal cannot be published as it stands: ${Object.values(result.errors).join(' ')}`;
      return actionAnswer<SignalListIntent>({ kind: 'refused', message }, failureStatus.invalid);
    }
    return refusal(result, step, 'No such proposal awaits approval. Nothing changed.');
  }
  return actionDone(signalAdminPath(result.value.id), 'publish');
}

/** GET /secure/admin/signals/new: the guard, then the empty form with the session's form token and the policy. */
export async function newSignalLoader(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  const { minRiskReward, fourEyes } = context.config.signals;
  return data({ csrf: session.csrfToken, policy: { minRiskReward, fourEyes } }, { headers: adminHeaders });
}

export interface NewSignalFailure {
  values: Record<SignalField, string>;
  errors: FieldErrors<SignalField>;
}

/**
 * POST /secure/admin/signals/new: the CSRF checks, the form's schema under the policy, then publish (audited) and
 * go to the signal; with four eyes, propose it and go back to the list, where a second admin approves it.
 */
export async function newSignalAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const values = formValues(form, signalFields);
  const policy = context.config.signals;
  const parsed = parseSubmission<SignalInput, SignalField>(signalSchema(policy), values);
  if (!parsed.ok) {
    return data<NewSignalFailure>({ values, errors: parsed.errors }, { status: 400, headers: adminHeaders });
  }
  const writes = createSignalService(db, undefined, policy).asAdmin(session.admin);
  const result = policy.fourEyes ? await writes.propose(parsed.value) : await writes.publish(parsed.value);
  if (!result.ok) {
    const errors = result.reason === 'invalid' ? result.errors : { instrument: 'The signal could not be published.' };
    return data<NewSignalFailure>({ values, errors }, { status: failureStatus[result.reason], headers: adminHeaders });
  }
  // Post/redirect/get: a reload never publishes twice.
  if (policy.fourEyes) throw redirect(`${signalsAdminPath}?done=propose`, { headers: adminHeaders });
  throw redirect(`${signalAdminPath(result.value.id)}?done=publish`, { headers: adminHeaders });
}
