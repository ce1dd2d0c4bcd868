import { requestContext } from '~/context.server';
import { credentialResponse } from './certificate-page.server';
import type { Route } from './+types/credential-jwt';

/** GET /certificates/<id>/credential.jwt: the certificate as a signed Open Badges 3.0 credential (VC-JWT). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return credentialResponse(requestContext(context), params.id);
}
