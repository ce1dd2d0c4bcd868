import { requestContext } from '~/context.server';
import { passkeySignInAction } from '~/features/customers/account/passkey-routes.server';
import type { Route } from './+types/login-passkey';

/** POST /login/passkey (JSON): signing in with a passkey alone. */
export async function action({ request, context }: Route.ActionArgs) {
  return passkeySignInAction(request, requestContext(context));
}

export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
