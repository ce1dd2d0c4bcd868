import { WebinarAdminDetail } from '~/components/admin-webinars/WebinarAdminDetail';
import { adminRouteHeaders } from '~/lib/admin/route-headers';
import { requestContext } from '~/context.server';
import { webinarDetailAction, webinarDetailLoader } from './webinars.server';
import type { Route } from './+types/webinar';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: `${loaded?.webinar.title ?? 'Webinar'} | Admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];
export const headers = adminRouteHeaders;

/** The guard runs first (inside webinarDetailLoader / webinarDetailAction), in the loader and in the action. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return webinarDetailLoader(request, params.id, requestContext(context));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return webinarDetailAction(request, params.id, requestContext(context));
}

export default function AdminWebinar({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !('confirm' in actionData) ? actionData : undefined;
  return (
    <WebinarAdminDetail
      {...loaderData}
      failure={failure}
      confirmCancel={actionData !== undefined && 'confirm' in actionData}
    />
  );
}
