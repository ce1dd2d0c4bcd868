import { WebinarForm } from '~/features/webinars/components/WebinarForm';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { newWebinarPath } from '~/platform/admin/paths';
import { requestContext } from '~/context.server';
import { newWebinarAction, newWebinarLoader } from './admin-webinars.server';
import type { Route } from './+types/admin-webinar-new';

export const meta = adminMeta('New Webinar | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first (inside newWebinarLoader / newWebinarAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return newWebinarLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return newWebinarAction(request, requestContext(context));
}

export default function AdminNewWebinar({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WebinarForm
      action={newWebinarPath}
      csrf={loaderData.csrf}
      heading="New Webinar"
      headingLevel={1}
      submitLabel="Schedule webinar"
      values={actionData?.values}
      errors={actionData?.errors}
    />
  );
}
