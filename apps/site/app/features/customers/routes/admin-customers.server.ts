import { data } from 'react-router';
import { z } from 'zod';
import type { RequestContext } from '~/context.server';
import type { AdminActionData, IntentSpecs } from '~/platform/admin/admin-action';
import { actionAnswer, actionDone, postedIntent, refusal } from '~/platform/admin/admin-action.server';
import { customersAdminPath } from '~/platform/admin/paths';
import { adminHeaders } from '~/platform/admin/route-headers';
import { requireAdmin } from '~/platform/auth/guard.server';
import { kickOutbox } from '~/platform/outbox/outbox.server';
import {
  disableCustomer,
  enableCustomer,
  resendVerification,
  searchCustomers,
} from '~/features/customers/admin-customers.server';

/* The admin's Customers page. The guard runs first in the loader and the action. */

const account = z.object({ id: z.string().min(1).max(100) });

/** The page's actions (decision 028): disabling ends the customer's sessions, so it is confirmed by a second post. */
export const customerIntents = {
  disable: { fields: ['id', 'q'], schema: account.extend({ q: z.string().max(200).default('') }), destructive: true },
  enable: { fields: ['id', 'q'], schema: account.extend({ q: z.string().max(200).default('') }) },
  'resend-verification': { fields: ['id', 'q'], schema: account.extend({ q: z.string().max(200).default('') }) },
} as const satisfies IntentSpecs;

export type CustomersActionData = AdminActionData<keyof typeof customerIntents>;

const listUrl = (query: string) =>
  query ? `${customersAdminPath}?q=${encodeURIComponent(query)}` : customersAdminPath;

/** GET /secure/admin/customers?q=…: the accounts whose e-mail contains q. */
export async function customersLoader(request: Request, context: RequestContext) {
  const session = await requireAdmin(request, { context, db: context.db });
  const params = new URL(request.url).searchParams;
  const query = (params.get('q') ?? '').slice(0, 200);
  return data(
    { csrf: session.csrfToken, query, customers: await searchCustomers(context.db, query), done: params.get('done') },
    { headers: adminHeaders },
  );
}

/** POST /secure/admin/customers: disable (confirmed), enable, resend verification; each audited. */
export async function customersAction(request: Request, context: RequestContext) {
  const { session, step } = await postedIntent(request, context, customerIntents);
  if (step.kind !== 'run') return actionAnswer(step);
  const { id, q } = step.value;
  const result =
    step.intent === 'disable'
      ? await disableCustomer(context.db, session.admin, id)
      : step.intent === 'enable'
        ? await enableCustomer(context.db, session.admin, id)
        : await resendVerification(context.db, session.admin, id);
  if (!result.ok) return refusal(result, step, 'No such customer account.');
  if (step.intent === 'resend-verification') kickOutbox();
  return actionDone(listUrl(q), step.intent);
}
