import { data } from 'react-router';
import { SignalDetail, signalTitle } from '~/features/signals/components/SignalDetail';
import { requestContext } from '~/context.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { loadSignalPage } from '~/features/signals/signal-pages.server';
import type { Route } from './+types/signal';

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded
    ? [
        { title: `${signalTitle(loaded.signal)}: signal and result | UPM Trading` },
        { name: 'description', content: `The timeline and result of our ${signalTitle(loaded.signal)} signal.` },
        { tagName: 'link', rel: 'canonical', href: absoluteUrl(`/services/signals/${loaded.signal.id}`) },
      ]
    : [{ title: 'Signal not found | UPM Trading' }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await loadSignalPage(requestContext(context).db, params.id);
  if (!found) throw data('No signal with this id.', { status: 404 });
  return data(found, { headers: { 'Cache-Control': 'no-cache' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function SignalPage({ loaderData }: Route.ComponentProps) {
  return <SignalDetail {...loaderData} />;
}
