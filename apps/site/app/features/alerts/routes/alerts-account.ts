import { redirect } from 'react-router';
import { requestContext } from '~/context.server';
import { accountAlertsAction } from './alerts-account.server';
import type { Route } from './+types/alerts-account';

/** Only posts come here (from the /account page's alerts section); a visit goes to that page. */
export function loader() {
  return redirect('/account#alerts');
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAlertsAction(request, requestContext(context));
}
