import { requestContext } from '~/context.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { atomFeed } from '~/features/signals/signal-export';
import { createSignalService } from '~/features/signals/signals.server';
import type { Route } from './+types/signals-feed';

/** GET /services/signals/feed.xml: the 50 latest published signals as Atom. */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  const latest = await signals.list([], 50);
  const origin = absoluteUrl('/').replace(/\/$/, '');
  const timelines = await signals.eventsOf(latest.map((signal) => signal.id));
  return new Response(atomFeed(latest, timelines, origin, new Date().toISOString()), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
