import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { alertsOverview } from '~/features/alerts/alert-admin.server';

/** GET /secure/admin/alerts: the guard first, then the subscribers and the e-mails' state. Read-only: no actions. */
export async function adminAlertsLoader(request: Request, context: RequestContext) {
  await requireAdmin(request, { context, db: context.db });
  return data(
    { overview: await alertsOverview(context.db), mailEnabled: Boolean(context.config.mail) },
    { headers: adminHeaders },
  );
}
