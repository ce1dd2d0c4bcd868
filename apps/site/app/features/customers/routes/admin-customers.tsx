import { useActionData } from 'react-router';
import { CustomersAdmin } from '~/features/customers/components/CustomersAdmin';
import { adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { customersAction, customersLoader } from './admin-customers.server';
import type { Route } from './+types/admin-customers';

export const meta = () => [{ title: 'Customers | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first, inside customersLoader and customersAction. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return customersLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return customersAction(request, requestContext(context));
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return <CustomersAdmin {...loaderData} answer={answer} />;
}
