import { requestContext } from '~/context.server';
import { handleLogout, methodNotAllowed } from './auth.server';
import type { Route } from './+types/auth-logout';

/** POST /api/auth/logout: revokes the bearer token. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLogout(request, requestContext(context));
}

/** GET and HEAD: 405 with `{ message }` (the API only takes POST here). */
export function loader() {
  return methodNotAllowed('POST');
}
