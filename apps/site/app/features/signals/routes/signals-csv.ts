import { requestContext } from '~/context.server';
import { csvResponse } from '~/features/signals/csv-stream.server';
import { historyCsv } from '~/features/signals/signal-csv.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { createSignalService } from '~/features/signals/signals.server';
import type { Route } from './+types/signals-csv';

/** GET /services/signals/history.csv: the whole history, streamed, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  return csvResponse(historyCsv(signals, absoluteUrl('/').replace(/\/$/, '')), 'signals-history.csv');
}
