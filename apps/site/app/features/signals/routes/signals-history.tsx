import { data, redirect } from 'react-router';
import { SignalsHistory } from '~/features/signals/components/SignalsHistory';
import { signalRecord } from '~/content/services/signal-record';
import { requestContext } from '~/context.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { DemoNotice } from '~/features/signals/components/DemoNotice';
import { historySearch, loadHistoryPage, parseHistoryQuery } from '~/features/signals/signal-pages.server';
import type { Route } from './+types/signals-history';

export const meta = ({ data: loaded }: Route.MetaArgs) => [
  { title: signalRecord.history.title },
  { name: 'description', content: signalRecord.history.description },
  { tagName: 'link', rel: 'canonical', href: absoluteUrl(`/services/signals/history${loaded?.search ?? ''}`) },
  {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    title: 'Trading signals',
    href: '/services/signals/feed.xml',
  },
];

// Per request from the database, kept per data version and canonical query by server/page-cache.ts, which also
// answers the redirect and the 404 below without rendering (features/signals/signal-page-versions.server.ts).
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseHistoryQuery(new URL(request.url).searchParams);
  const { place, ...history } = await loadHistoryPage(requestContext(context).db, query);
  if (place.kind === 'not-found') throw data('The signal record does not span this month.', { status: 404 });
  if (place.kind === 'redirect') throw redirect(`/services/signals/history${place.search}`);
  const search = historySearch({ filters: query.filters, page: history.page });
  return data({ ...history, search }, { headers: { 'Cache-Control': 'no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SignalHistory({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.demo && <DemoNotice />}
      <SignalsHistory {...loaderData} />
    </>
  );
}
