import { data, redirect } from 'react-router-dom';
import type { BrokerFormDialogState } from '~/components/admin/BrokerFormDialog';
import { brokerToFormValues, emptyBrokerFormValues } from '~/lib/admin/broker-form';
import {
  type BrokerActionFailure,
  type BrokerIntent,
  loadDashboard,
  runBrokerAction,
} from '~/lib/admin/dashboard.server';
import { dashboardUrl } from '~/lib/admin/paths';
import { adminHeaders, readAdminForm, requireAdmin } from '~/lib/auth/guard.server';
import type { Broker } from '~/lib/brokers/broker-schema';
import type { RequestContext } from '~/context.server';
import { failureStatus } from '~/lib/result';
import { clickSeries } from '~/lib/brokers/click-series.server';

/** The dialog the URL opens (`?new=1`, `?edit=<id>`, `?delete=<id>`), so it also works without JavaScript. */
export type DashboardDialog = BrokerFormDialogState | { kind: 'delete'; id: string; name: string } | null;

const doneMessages: Record<BrokerIntent, string> = {
  add: 'Broker added.',
  edit: 'Broker saved.',
  toggle: 'Broker status changed.',
  delete: 'Broker deleted.',
};

const actionStatus: Record<BrokerActionFailure, number> = { ...failureStatus, failed: 500 };

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

/** POST: the guard and the CSRF checks, then one broker action; its failure reason picks the status. */
export async function dashboardAction(request: Request, context: RequestContext) {
  const { db } = context;
  const session = await requireAdmin(request, { context, db });
  const form = await readAdminForm(request, session, { context });
  const result = await runBrokerAction(db, session.admin, form);
  if (result.ok) {
    // Back to the list (the dialog closes, every loader re-runs): the list reloads after each change (spec §4).
    throw redirect(dashboardUrl(searchQuery(new URL(request.url)), { done: result.intent }), { headers: adminHeaders });
  }
  return data(result, { status: actionStatus[result.reason], headers: adminHeaders });
}
