import { requestContext } from '~/context.server';
import { accountPasskeyAction } from '~/features/customers/account/passkey-routes.server';
import type { Route } from './+types/account-passkey';

/** POST /account/passkey (JSON): adding a passkey, and deleting the account with one. */
export async function action({ request, context }: Route.ActionArgs) {
  return accountPasskeyAction(request, requestContext(context));
}

export const loader = () => new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
