import { data } from 'react-router';
import { bestListPath } from '~/features/brokers/broker-paths';
import { BestListPage } from '~/features/brokers/components/BestListPage';
import { brokersCopy } from '~/content/brokers';
import { siteConfig } from '~/content/site';
import { requestContext } from '~/context.server';
import { bestList } from '~/features/brokers/best-lists';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { toDirectoryBroker } from '~/features/brokers/directory.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import type { Route } from './+types/best-list';

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? [
        { title: `Best brokers: ${loaded.list.title} | ${siteConfig.name}` },
        { name: 'description', content: loaded.list.description },
        { tagName: 'link', rel: 'canonical', href: absoluteUrl(bestListPath(loaded.list.slug)) },
      ]
    : [{ title: `List not found | ${siteConfig.name}` }];

/** /ib-partners/best/<list>: the active brokers its rule selects, in its rule's order. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const list = brokersCopy.bestLists.find((candidate) => candidate.slug === params.list);
  if (!list) throw data('No such list.', { status: 404 });
  const { brokers } = await createBrokerService(requestContext(context).db).activeSnapshot();
  const ranked = bestList(list, brokers) ?? [];
  return data({ list, brokers: ranked.map(toDirectoryBroker) }, { headers: { 'Cache-Control': 'no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BrokersBestList({ loaderData }: Route.ComponentProps) {
  return <BestListPage {...loaderData} />;
}
