import { data, redirect } from 'react-router';
import { ComparePage } from '~/features/brokers/components/ComparePage';
import { brokersCopy } from '~/content/brokers';
import { siteConfig } from '~/content/site';
import { requestContext } from '~/context.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { compareHref, requestedSlugs, selectCompared } from '~/features/brokers/compare';
import { toProfile } from '~/features/brokers/profile.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import type { Route } from './+types/compare';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  {
    title: `${brokersCopy.compare.h1}${loaded?.brokers.length ? `: ${loaded.brokers.map((b) => b.name).join(' vs ')}` : ''} | ${siteConfig.name}`,
  },
  { name: 'description', content: brokersCopy.compare.intro },
  { tagName: 'link', rel: 'canonical', href: absoluteUrl(compareHref(loaded?.brokers.map((b) => b.slug) ?? [])) },
];

/** /ib-partners/compare?brokers=a,b,c: two or three listed brokers side by side; the valid ones kept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const slugs = requestedSlugs(params);
  // The directory's form without JavaScript sends brokers=a&brokers=b: one shareable address instead.
  if (params.getAll('brokers').length > 1) throw redirect(compareHref(slugs), 302);
  const { brokers } = await createBrokerService(requestContext(context).db).activeSnapshot();
  const listed = brokers.map(toProfile);
  const selection = selectCompared(slugs, listed);
  return data(
    { ...selection, choices: listed.map((broker) => ({ slug: broker.slug, name: broker.name })) },
    { headers: { 'Cache-Control': 'no-cache' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BrokersCompare({ loaderData }: Route.ComponentProps) {
  return <ComparePage {...loaderData} />;
}
