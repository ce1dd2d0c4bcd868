import { getBrokerService } from '~/lib/brokers/brokers.server';
import { clickOut } from '~/lib/brokers/click-out.server';
import type { Route } from './+types/go';

// Resource route (no component): counts the click-out and redirects. See click-out.server.ts for why a GET.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return clickOut(await getBrokerService(), params.id, request, context);
}
