import { brokersCopy } from '~/content/brokers';
import { requestContext } from '~/context.server';
import { bestListPath, brokerPath } from '~/features/brokers/broker-paths';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { brokerSitemapXml } from '~/platform/seo/sitemap';
import type { Route } from './+types/sitemap';

/** Resource route: every active broker's page and every best-for list, read per request (brokers change at run time). */
export async function loader({ context }: Route.LoaderArgs) {
  const { brokers } = await createBrokerService(requestContext(context).db).activeSnapshot();
  const paths = [
    ...brokers.map((broker) => brokerPath(broker.slug)),
    ...brokersCopy.bestLists.map((list) => bestListPath(list.slug)),
  ];
  return new Response(brokerSitemapXml(paths), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
