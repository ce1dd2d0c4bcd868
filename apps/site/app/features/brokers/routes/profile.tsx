import { data, redirect } from 'react-router';
import { brokerPath } from '~/features/brokers/broker-paths';
import { BrokerGonePage } from '~/features/brokers/components/BrokerGonePage';
import { BrokerProfilePage } from '~/features/brokers/components/BrokerProfilePage';
import { requestContext } from '~/context.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { lookupBrokerPage } from '~/features/brokers/profile.server';
import { brokerPageMeta } from '~/features/brokers/broker-page-meta';
import type { Route } from './+types/profile';

// Per request from the database, like the directory: "no-cache" lets browsers keep a copy and revalidate.
const cacheHeaders = { 'Cache-Control': 'no-cache' };

export const meta = ({ data: loaded }: Route.MetaArgs) => brokerPageMeta(loaded);

/** /ib-partners/<slug>: the page; 410 for an inactive broker; 301 from an old slug; 404 otherwise. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = requestContext(context);
  const found = await lookupBrokerPage(db, createBrokerService(db), params.slug);
  if (found.kind === 'moved') throw redirect(brokerPath(found.slug), 301);
  if (found.kind === 'missing') throw data('No broker with this address.', { status: 404 });
  if (found.kind === 'gone') return data(found, { status: 410, headers: cacheHeaders });
  return data(found, { headers: cacheHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BrokerProfile({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'gone' ? (
    <BrokerGonePage name={loaderData.name} />
  ) : (
    <BrokerProfilePage broker={loaderData.profile} />
  );
}
