import { requestContext } from '~/context.server';
import { statusListJwt } from '~/features/courses/credential.server';
import type { Route } from './+types/status-list';

/**
 * GET /certificates/status-list.jwt: the signed Bitstring Status List the credentials point to. Signed once per
 * certificates data version; a verifier revalidates every time (no-cache) and gets a 304 while nothing changed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { version, jwt } = await statusListJwt(requestContext(context).db);
  const etag = `"${version}"`;
  const headers = {
    'Cache-Control': 'no-cache',
    ETag: etag,
    'Access-Control-Allow-Origin': '*',
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(jwt, { headers: { ...headers, 'Content-Type': 'application/vc+jwt' } });
}
