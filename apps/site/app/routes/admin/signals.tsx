import { SignalAdminList } from '~/components/admin-signals/SignalAdminList';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { requestContext } from '~/context.server';
import { statusFilters } from '~/lib/signals/signal-types';
import { signalListLoader } from './signals.server';
import type { Route } from './+types/signals';

export const meta = () => [{ title: 'Signals | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first, inside signalListLoader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return signalListLoader(request, requestContext(context));
}

export default function AdminSignals({ loaderData }: Route.ComponentProps) {
  return <SignalAdminList status={loaderData.status} statuses={statusFilters} signals={loaderData.signals} />;
}
