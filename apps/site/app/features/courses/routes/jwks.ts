import { requestContext } from '~/context.server';
import { publicJwks } from '~/features/courses/credential.server';
import type { Route } from './+types/jwks';

/** GET /.well-known/jwks.json: the public key that verifies this site's credentials (it changes only with a new install). */
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(JSON.stringify(await publicJwks(requestContext(context).db)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
    },
  });
}
