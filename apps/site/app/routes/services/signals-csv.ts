import { requestContext } from '~/context.server';
import { csvHeader, csvRecord } from '~/lib/signals/signal-export';
import { createSignalService } from '~/lib/signals/signals.server';
import type { Route } from './+types/signals-csv';

/**
 * GET /services/signals/history.csv: the whole history, streamed. Each pull reads the next batch by key, so the
 * server holds one batch at a time however long the record is, and a client that stops reading stops the reads.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const signals = createSignalService(requestContext(context).db);
  await signals.expireDue();
  const batches = signals.historyBatches(500);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${csvHeader}\r\n`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value.map(csvRecord).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      // RFC 4180 §3: text/csv, with the header row announced.
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': 'attachment; filename="signals-history.csv"',
      'Cache-Control': 'no-cache',
    },
  });
}
