import { SignalAdminDetail } from '~/features/signals/components/SignalAdminDetail';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { signalAction, signalLoader } from './admin-signal.server';
import type { Route } from './+types/admin-signal';

export const meta = adminMeta('Signal | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first (inside signalLoader / signalAction), in the loader and in the action. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return signalLoader(request, requestContext(context), params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return signalAction(request, requestContext(context), params.id);
}

export default function AdminSignal({ loaderData, actionData }: Route.ComponentProps) {
  return <SignalAdminDetail {...loaderData} actionData={actionData} />;
}
