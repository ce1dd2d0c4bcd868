import { requestContext } from '~/context.server';
import { securityPasskeyAction } from './security-passkey.server';
import type { Route } from './+types/security-passkey';

/** Passkey registration for the signed-in admin (JSON); the guard runs first inside the handler. */
export async function action({ request, context }: Route.ActionArgs) {
  return securityPasskeyAction(request, requestContext(context));
}
