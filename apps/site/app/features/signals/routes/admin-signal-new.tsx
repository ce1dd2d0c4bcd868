import { NewSignalForm } from '~/features/signals/components/NewSignalForm';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { newSignalAction, newSignalLoader } from './admin-signals.server';
import type { Route } from './+types/admin-signal-new';

export const meta = adminMeta('New Signal | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first (inside newSignalLoader / newSignalAction), in the loader and in the action. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return newSignalLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return newSignalAction(request, requestContext(context));
}

export default function AdminNewSignal({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewSignalForm
      csrf={loaderData.csrf}
      policy={loaderData.policy}
      values={actionData?.values}
      errors={actionData?.errors}
    />
  );
}
