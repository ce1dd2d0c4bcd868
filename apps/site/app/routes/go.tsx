import { requestContext } from '~/context.server';
import { createBrokerService } from '~/lib/brokers/brokers.server';
import { clickOut } from '~/lib/brokers/click-out.server';
import type { Route } from './+types/go';

// Resource route (no component): counts the click-out and redirects. See click-out.server.ts for why a GET.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, ...peer } = requestContext(context);
  return clickOut(createBrokerService(db), params.id, request, peer);
}
