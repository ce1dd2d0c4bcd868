import { requestContext } from '~/context.server';
import { handleMe, methodNotAllowed } from './auth.server';
import type { Route } from './+types/auth-me';

/** GET /api/auth/me: the customer a bearer token belongs to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handleMe(request, requestContext(context));
}

/** Anything but GET: 405 with `{ message }`. */
export function action() {
  return methodNotAllowed('GET');
}
