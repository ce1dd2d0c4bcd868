import { type WebinarAdminDetailProps, WebinarAdminDetail } from '~/features/webinars/components/WebinarAdminDetail';
import { adminRouteHeaders, noIndexMeta } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import type { WebinarField } from '~/features/webinars/webinar-schema';
import { type WebinarDetailActionData, webinarDetailAction, webinarDetailLoader } from './admin-webinars.server';
import type { Route } from './+types/admin-webinar';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: `${loaded?.webinar.title ?? 'Webinar'} | Admin` },
  noIndexMeta,
];
export const headers = adminRouteHeaders;

/** The guard runs first (inside webinarDetailLoader / webinarDetailAction), in the loader and in the action. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return webinarDetailLoader(request, params.id, requestContext(context));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return webinarDetailAction(request, params.id, requestContext(context));
}

/** The edit form's field messages and what was typed, or why nothing changed. */
function webinarFailure(answer: WebinarDetailActionData | undefined): WebinarAdminDetailProps['failure'] {
  if (answer?.kind === 'invalid') {
    return { values: answer.values as Record<WebinarField, string>, errors: answer.errors };
  }
  return answer?.kind === 'refused' ? { message: answer.message } : undefined;
}

export default function AdminWebinar({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WebinarAdminDetail
      {...loaderData}
      failure={webinarFailure(actionData)}
      confirmCancel={actionData?.kind === 'confirm'}
    />
  );
}
