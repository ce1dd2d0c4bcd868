import { requestContext } from '~/context.server';
import { sessionLoader } from './account-forms.server';
import { methodNotAllowed } from './auth.server';
import type { Route } from './+types/auth-session';

/** GET /api/auth/session: the cookie session's customer (`{ user }`, null when signed out), for the site header. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return sessionLoader(request, requestContext(context));
}

export function action() {
  return methodNotAllowed('GET');
}
