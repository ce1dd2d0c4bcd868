import { WebinarAdminList } from '~/features/webinars/components/WebinarAdminList';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { webinarListLoader } from './admin-webinars.server';
import type { Route } from './+types/admin-webinars';

export const meta = adminMeta('Webinars | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first, inside webinarListLoader. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return webinarListLoader(request, requestContext(context));
}

export default function AdminWebinars({ loaderData }: Route.ComponentProps) {
  return <WebinarAdminList upcoming={loaderData.upcoming} past={loaderData.past} />;
}
