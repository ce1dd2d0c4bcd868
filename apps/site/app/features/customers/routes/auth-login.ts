import { requestContext } from '~/context.server';
import { handleLogin, methodNotAllowed } from './auth.server';
import type { Route } from './+types/auth-login';

/** POST /api/auth/login. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleLogin(request, requestContext(context));
}

/** GET and HEAD: 405 with `{ message }` (the API only takes POST here). */
export function loader() {
  return methodNotAllowed('POST');
}
