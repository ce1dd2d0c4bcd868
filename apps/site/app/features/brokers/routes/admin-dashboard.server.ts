import { data } from 'react-router';
import type { BrokerFormDialogState } from '~/features/brokers/components/BrokerFormDialog';
import { logEvent } from '~/platform/http/log.server';
import type { AdminActionData, IntentSpecs, RunStep } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import {
  brokerFormFieldNames,
  brokerFormSchema,
  brokerToFormValues,
  emptyBrokerFormValues,
} from '~/features/brokers/broker-form';
import { loadDashboard } from '~/features/brokers/admin-dashboard.server';
import { dashboardUrl } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import type { Broker } from '~/features/brokers/broker-schema';
import { type AdminBrokerWrites, createBrokerService } from '~/features/brokers/brokers.server';
import type { RequestContext } from '~/context.server';
import { clickSeries } from '~/features/brokers/click-series.server';

/** The dialog the URL opens (`?new=1`, `?edit=<id>`, `?delete=<id>`), so it also works without JavaScript. */
export type DashboardDialog = BrokerFormDialogState | { kind: 'delete'; id: string; name: string } | null;

const doneMessages: Record<BrokerIntent, string> = {
  add: 'Broker added.',
  edit: 'Broker saved.',
  toggle: 'Broker status changed.',
  delete: 'Broker deleted.',
};

/** The search (`q`) of a dashboard URL. */
const searchQuery = (url: URL) => url.searchParams.get('q')?.trim() ?? '';

/** The dialog `?new`, `?edit` or `?delete` asks for, and whether the broker it names is gone. */
function requestedDialog(params: URLSearchParams, brokers: readonly Broker[]) {
  const editId = params.get('edit');
  const deleteId = params.get('delete');
  const target = brokers.find((broker) => broker.id === (editId ?? deleteId));
  let dialog: DashboardDialog = null;
  if (params.get('new') === '1') dialog = { kind: 'add', values: emptyBrokerFormValues };
  else if (editId && target) dialog = { kind: 'edit', id: target.id, values: brokerToFormValues(target) };
  else if (deleteId && target) dialog = { kind: 'delete', id: target.id, name: target.name };
  return { dialog, missing: Boolean((editId || deleteId) && !target) };
}

/** GET: the guard, then counters, the (searched) list and the dialog the URL asks for; the session's form token. */
export async function dashboardLoader(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const url = new URL(request.url);
  const query = searchQuery(url);
  const { brokers, counts, all } = await loadDashboard(db, { query });
  const clickPeriod = url.searchParams.get('clicks') === '90' ? 90 : 30;
  const clicks = { period: clickPeriod, ...(await clickSeries(db, all, clickPeriod)) } as const;
  const done = url.searchParams.get('done') as BrokerIntent | null;
  return data(
    {
      csrf: session.csrfToken,
      query,
      counts,
      brokers,
      ...requestedDialog(url.searchParams, all),
      notice: done && done in doneMessages ? doneMessages[done] : null,
      clicks,
    },
    { headers: adminHeaders },
  );
}

/**
 * The dashboard's broker actions (decision 028): add and edit check the form's one schema (the browser runs the
 * same), toggle flips one broker, delete is carried out only when confirmed. Each names its broker by `id`.
 */
export const brokerIntents = {
  add: { fields: brokerFormFieldNames, schema: brokerFormSchema },
  edit: { fields: [...brokerFormFieldNames, 'id'], schema: brokerFormSchema },
  toggle: { fields: ['id'] },
  delete: { fields: ['id'], destructive: true },
} as const satisfies IntentSpecs;
export type BrokerIntent = keyof typeof brokerIntents;

export type DashboardActionData = AdminActionData<BrokerIntent>;

const gone = 'This broker no longer exists.';

/** Shown when the database or the server failed, so the admin sees it (it is logged too). */
const failureMessages: Record<BrokerIntent, string> = {
  add: 'Could not add the broker. Please try again.',
  edit: 'Could not save the broker. Please try again.',
  toggle: 'Could not change the broker status. Please try again.',
  delete: 'Could not delete the broker. Please try again.',
};

/** Carries out one checked intent; the broker service writes each change and its audit row in one transaction. */
async function run(brokers: AdminBrokerWrites, step: RunStep<typeof brokerIntents>) {
  const id = step.values.id ?? '';
  switch (step.intent) {
    case 'add':
      return { ok: true as const, value: await brokers.add(step.value) };
    case 'edit': {
      // The dashboard's edit saves isActive true, so editing re-activates a broker (kept on purpose).
      const saved = await brokers.update(id, step.value);
      if (saved.ok || saved.reason !== 'conflict') return saved;
      return { ...saved, errors: { slug: 'Another broker uses this page address. Choose another.' } };
    }
    case 'toggle':
      return brokers.toggle(id);
    case 'delete':
      return brokers.delete(id);
  }
}

/** POST: the guard and the CSRF checks, then one broker action; its failure reason picks the status. */
export async function dashboardAction(request: Request, context: RequestContext) {
  const { session, step } = await postedIntent(request, context, brokerIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const { admin } = session;
  const brokers = createBrokerService(context.db).asAdmin({ id: admin.id, username: admin.username });
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run(brokers, step);
  } catch (error) {
    logEvent('admin.action_failed', {
      intent: step.intent,
      brokerId: step.values.id || undefined,
      username: admin.username,
      error: (error as Error).message,
    });
    const { intent, values } = step;
    return actionAnswer<BrokerIntent>({ kind: 'refused', message: failureMessages[intent], intent, values }, 500);
  }
  if (!result.ok) return refusal(result, step, gone, { keep: step.intent === 'add' || step.intent === 'edit' });
  // Back to the list (the dialog closes, every loader re-runs): the list reloads after each change.
  return actionDone(dashboardUrl(searchQuery(new URL(request.url))), step.intent);
}
