import { requestContext } from '~/context.server';
import { csvResponse } from '~/lib/signals/csv-stream.server';
import { absoluteUrl } from '~/lib/site-url';
import { eventCsvRecord, eventsCsvHeader } from '~/lib/signals/signal-export';
import { createSignalService } from '~/lib/signals/signals.server';
import type { Route } from './+types/signals-events-csv';

/**
 * GET /services/signals/history-events.csv: every timeline event of every signal (published, amended,
 * triggered, closed, corrected, cancelled, expired), oldest first, streamed like history.csv. With that file
 * the record can be rebuilt by anyone: a contract URL, columns only ever appended.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  const origin = absoluteUrl('/').replace(/\/$/, '');
  async function* rows() {
    for await (const batch of signals.eventBatches(1000)) {
      yield batch.map((event) => eventCsvRecord(event, origin)).join('');
    }
  }
  return csvResponse(eventsCsvHeader, rows(), 'signals-history-events.csv');
}
