import { requestContext } from '~/context.server';
import { passkeySignInAction } from './passkey-sign-in.server';
import type { Route } from './+types/login-passkey';

/** Passkey sign-in (JSON): a challenge, then the browser's signed answer. */
export async function action({ request, context }: Route.ActionArgs) {
  return passkeySignInAction(request, requestContext(context));
}
