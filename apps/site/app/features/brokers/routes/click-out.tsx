import { requestContext } from '~/context.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { clickOut } from '~/features/brokers/click-out.server';
import type { Route } from './+types/click-out';

// Resource route (no component): counts the click-out and redirects. See click-out.server.ts for why a GET.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, ...peer } = requestContext(context);
  return clickOut(createBrokerService(db), params.id, request, peer);
}
