import { csvHeader, csvRecord, eventCsvRecord, eventsCsvHeader } from './signal-export';
import type { SignalService } from './signals.server';

/*
 * The two CSV downloads as the routes stream them, header first, a batch at a time: the record anyone can
 * rebuild the statistics from (signal-record.test.ts does, and compares with the page's).
 */

/** history.csv: every signal, newest first, with its levels as published, amendments and corrections. */
export async function* historyCsv(signals: SignalService, origin: string): AsyncGenerator<string> {
  yield `${csvHeader}\r\n`;
  for await (const batch of signals.historyBatches(500)) {
    const timelines = await signals.eventsOf(batch.map((signal) => signal.id));
    yield batch.map((signal) => csvRecord(signal, timelines.get(signal.id) ?? [], origin)).join('');
  }
}

/** history-events.csv: every timeline event of every signal, oldest first. */
export async function* eventsCsv(signals: SignalService, origin: string): AsyncGenerator<string> {
  yield `${eventsCsvHeader}\r\n`;
  for await (const batch of signals.eventBatches(1000)) {
    yield batch.map((event) => eventCsvRecord(event, origin)).join('');
  }
}
