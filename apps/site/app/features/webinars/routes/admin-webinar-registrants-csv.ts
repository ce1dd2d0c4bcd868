import { requestContext } from '~/context.server';
import { registrantsCsvLoader } from './admin-webinars.server';
import type { Route } from './+types/admin-webinar-registrants-csv';

/** A resource route: the guard runs first, inside registrantsCsvLoader. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return registrantsCsvLoader(request, params.id, requestContext(context));
}
