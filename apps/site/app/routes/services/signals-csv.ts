import { requestContext } from '~/context.server';
import { csvResponse } from '~/lib/signals/csv-stream.server';
import { absoluteUrl } from '~/lib/site-url';
import { csvHeader, csvRecord } from '~/lib/signals/signal-export';
import { createSignalService } from '~/lib/signals/signals.server';
import type { Route } from './+types/signals-csv';

/**
 * GET /services/signals/history.csv: the whole history, streamed, newest first; each batch's timelines are read
 * with it (the levels as published, amendments, corrections).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  const origin = absoluteUrl('/').replace(/\/$/, '');
  async function* rows() {
    for await (const batch of signals.historyBatches(500)) {
      const timelines = await signals.eventsOf(batch.map((signal) => signal.id));
      yield batch.map((signal) => csvRecord(signal, timelines.get(signal.id) ?? [], origin)).join('');
    }
  }
  return csvResponse(csvHeader, rows(), 'signals-history.csv');
}
