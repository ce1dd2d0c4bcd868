import { requestContext } from '~/context.server';
import { csvResponse } from '~/features/signals/csv-stream.server';
import { eventsCsv } from '~/features/signals/signal-csv.server';
import { absoluteUrl } from '~/platform/seo/site-url';
import { createSignalService } from '~/features/signals/signals.server';
import type { Route } from './+types/signals-events-csv';

/**
 * GET /services/signals/history-events.csv: every timeline event of every signal (published, amended,
 * triggered, closed, corrected, cancelled, expired), oldest first, streamed like history.csv. With the two files
 * anyone can rebuild the record: a contract URL, columns only ever appended.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  return csvResponse(eventsCsv(signals, absoluteUrl('/').replace(/\/$/, '')), 'signals-history-events.csv');
}
