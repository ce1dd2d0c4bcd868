import { data } from 'react-router';
import { brokersPath } from '~/features/brokers/broker-paths';
import { BrokerDirectory } from '~/features/brokers/components/BrokerDirectory';
import { sitePages } from '~/content/page-books/site';
import { requestContext } from '~/context.server';
import { createBrokerService } from '~/features/brokers/brokers.server';
import { loadDirectory, parseDirectoryQuery } from '~/features/brokers/directory.server';
import { pageMeta } from '~/platform/seo/seo';
import type { Route } from './+types/directory';

const path = brokersPath;

// Rendered from the database (not prerendered): an admin's change shows on the next request. "no-cache"
// lets browsers keep a copy but revalidate it every time (the server answers 304 while the data is
// unchanged, see server/page-cache.ts); no cookies are set here. A failed load must not be kept.
const cacheHeaders = { 'Cache-Control': 'no-cache' };
const failedHeaders = { 'Cache-Control': 'no-store' };

export const meta = () => pageMeta(sitePages, path);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = requestContext(context);
  const query = parseDirectoryQuery(new URL(request.url).searchParams);
  const directory = await loadDirectory(async () => createBrokerService(db), query);
  return data(directory, { headers: directory.failed ? failedHeaders : cacheHeaders });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Brokers({ loaderData }: Route.ComponentProps) {
  return <BrokerDirectory h1={sitePages.page(path).h1} directory={loaderData} path={path} />;
}
