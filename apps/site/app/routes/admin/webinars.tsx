import { WebinarAdminList } from '~/components/admin-webinars/WebinarAdminList';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { requestContext } from '~/context.server';
import { webinarListLoader } from './webinars.server';
import type { Route } from './+types/webinars';

export const meta = () => [{ title: 'Webinars | Admin' }, { name: 'robots', content: 'noindex, nofollow' }];
export const headers = adminRouteHeaders;

/** The guard runs first, inside webinarListLoader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return webinarListLoader(request, requestContext(context));
}

export default function AdminWebinars({ loaderData }: Route.ComponentProps) {
  return <WebinarAdminList upcoming={loaderData.upcoming} past={loaderData.past} />;
}
