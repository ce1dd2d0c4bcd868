import { requestContext } from '~/context.server';
import { exportAccountData } from '~/features/customers/account/account-data.server';
import { requireCustomer } from '~/platform/auth/customer-session.server';
import { customerDataParts } from '~/lib/customer-data-parts.server';
import type { Route } from './+types/account-data';

/**
 * GET /account/data.json: "Download my data" (GDPR Art. 15 and 20): everything stored about the signed-in
 * account, every feature's part included, as a JSON attachment that no cache keeps.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requestContext(context);
  const session = await requireCustomer(request, { db, context: requestContext(context) });
  const exported = await exportAccountData(db, session.customer.id, customerDataParts);
  if (!exported) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="upm-trading-account-${day}.json"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
