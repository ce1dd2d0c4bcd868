import { Notice } from '@upm/ui';
import { SignalAdminList } from '~/features/signals/components/SignalAdminList';
import { SignalProposals } from '~/features/signals/components/SignalProposals';
import { adminMeta, adminRouteHeaders } from '~/platform/admin/route-headers';
import { requestContext } from '~/context.server';
import { statusFilters } from '~/features/signals/signal-types';
import { signalListAction, signalListLoader } from './admin-signals.server';
import type { Route } from './+types/admin-signals';

export const meta = adminMeta('Signals | Admin');
export const headers = adminRouteHeaders;

/** The guard runs first, inside signalListLoader / signalListAction. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return signalListLoader(request, requestContext(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return signalListAction(request, requestContext(context));
}

export default function AdminSignals({ loaderData, actionData }: Route.ComponentProps) {
  const { proposals, fourEyes } = loaderData;
  return (
    <>
      {loaderData.done === 'propose' && (
        <Notice role="status" tone="positive">
          Signal proposed: it is public once a second admin approves it.
        </Notice>
      )}
      <SignalAdminList status={loaderData.status} statuses={statusFilters} signals={loaderData.signals} />
      {(fourEyes || proposals.length > 0) && (
        <SignalProposals
          proposals={proposals}
          admin={loaderData.admin}
          csrf={loaderData.csrf}
          actionData={actionData}
        />
      )}
    </>
  );
}
