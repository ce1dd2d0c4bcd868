import { escapeXml } from '~/platform/text/xml';
import { formatPrice } from './instruments';
import {
  eventSentence,
  formatGmt,
  formatPips,
  formatR,
  initialTakeProfit,
  orderTypeLabels,
  outcomeLabels,
  statusLabels,
} from './signal-format';
import type { Signal, SignalEvent, SignalEventOf } from './signal-types';

/*
 * The history as CSV (RFC 4180), every timeline event as CSV, and the latest signals as an Atom feed (RFC 4287):
 * text only, no I/O. The two CSVs are a contract: anyone can rebuild the record from them (R from the entry,
 * the initial stop-loss and the exit; the statistics from the R and the close times), and a test does. Columns
 * are only ever appended, so a reader of the older header keeps working. The last, `demo`, is 1 for a signal
 * generated for demonstration (not a real call, never counted in the record) and 0 for a real one.
 */

/** A signal's demo flag as its CSV cell. */
const demoCell = (demo: boolean) => (demo ? 1 : 0);

export const csvHeader =
  'id,instrument,direction,order_type,entry,stop_loss,take_profit,status,outcome,published_at,triggered_at,closed_at,exit_price,result_pips,result_r' +
  ',initial_stop_loss,initial_take_profit,stop_loss_set_at,take_profit_set_at,amendments,corrections,first_recorded_exit_price,timeline_url' +
  ',demo';

/** What a signal's timeline adds to its row: the levels as published, when each current level was set, changes. */
export interface LevelHistory {
  initialStopLoss: number;
  initialTakeProfit: number;
  /** When the current stop-loss and take-profit were set: publication, or the amendment that moved each. */
  stopLossSetAt: string;
  takeProfitSetAt: string;
  amendments: number;
  corrections: SignalEvent[];
  /** The exit as the close first recorded it, when a correction changed it since; null otherwise. */
  firstRecordedExit: number | null;
}

export function levelHistory(signal: Signal, events: readonly SignalEvent[]): LevelHistory {
  let stopLossSetAt = signal.publishedAt;
  let takeProfitSetAt = signal.publishedAt;
  let amendments = 0;
  const corrections: SignalEvent[] = [];
  for (const event of events) {
    if (event.kind === 'amended') {
      amendments += 1;
      if (event.stopLoss) stopLossSetAt = event.at;
      if (event.takeProfit) takeProfitSetAt = event.at;
    } else if (event.kind === 'corrected') corrections.push(event);
  }
  const first = corrections[0];
  return {
    initialStopLoss: signal.initialStopLoss,
    initialTakeProfit: initialTakeProfit(signal, events),
    stopLossSetAt,
    takeProfitSetAt,
    amendments,
    corrections,
    firstRecordedExit: first?.kind === 'corrected' ? first.exitPrice.from : null,
  };
}

/** A signal's public page: its timeline. */
export const timelineUrl = (origin: string, signalId: string) => `${origin}/services/signals/${signalId}`;

/** One field: quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180 §2.6-2.7). */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One signal as a CSV record ending in CRLF (RFC 4180 §2.1); empty cells where a value does not apply. `events`:
 * its timeline (the levels as published, the amendments and corrections); `origin`: the site's, for the link.
 */
export function csvRecord(signal: Signal, events: readonly SignalEvent[], origin: string): string {
  const price = (value: number | null) => (value === null ? null : formatPrice(signal.instrument, value));
  const levels = levelHistory(signal, events);
  return `${[
    signal.id,
    signal.instrument,
    signal.direction,
    signal.orderType,
    price(signal.entry),
    price(signal.stopLoss),
    price(signal.takeProfit),
    signal.status,
    signal.outcome,
    signal.publishedAt,
    signal.triggeredAt,
    signal.closedAt,
    price(signal.exitPrice),
    signal.resultPips,
    signal.resultR,
    price(levels.initialStopLoss),
    price(levels.initialTakeProfit),
    levels.stopLossSetAt,
    levels.takeProfitSetAt,
    levels.amendments,
    levels.corrections.length,
    price(levels.firstRecordedExit),
    timelineUrl(origin, signal.id),
    demoCell(signal.demo),
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

export const eventsCsvHeader =
  'signal_id,event_id,kind,at,actor,instrument,direction,entry,stop_loss,take_profit,outcome,exit_price,result_pips,result_r' +
  ',previous_stop_loss,previous_take_profit,previous_outcome,previous_exit_price,previous_result_pips,previous_result_r,reason,timeline_url' +
  ',demo';

/**
 * One timeline event as a CSV record. The level and result columns hold what the event set: a publication its
 * entry and levels as published, an amendment the levels it moved (the `previous_` columns what they were), a
 * close its outcome and exit, a correction the corrected close (the `previous_` columns what it replaced).
 * R and pips of a close are not events' data: they follow from the entry, the initial stop and the exit. The
 * admin's name stays in the audit log: `actor` says an analyst or the server.
 */
export function eventCsvRecord(event: SignalEventOf, origin: string): string {
  const price = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatPrice(event.instrument, value);
  const cells: Record<string, string | number | null> = {};
  switch (event.kind) {
    case 'published':
      Object.assign(cells, {
        entry: price(event.entry),
        stop_loss: price(event.initialStopLoss),
        take_profit: price(event.initialTakeProfit),
        reason: event.reason ?? null,
      });
      break;
    case 'amended':
      Object.assign(cells, {
        stop_loss: price(event.stopLoss?.to),
        take_profit: price(event.takeProfit?.to),
        previous_stop_loss: price(event.stopLoss?.from),
        previous_take_profit: price(event.takeProfit?.from),
        reason: event.reason ?? null,
      });
      break;
    case 'closed':
      Object.assign(cells, {
        outcome: event.outcome,
        exit_price: price(event.exitPrice),
        reason: event.reason ?? null,
      });
      break;
    case 'corrected':
      Object.assign(cells, {
        outcome: event.outcome.to,
        exit_price: price(event.exitPrice.to),
        result_pips: event.resultPips.to,
        result_r: event.resultR.to,
        previous_outcome: event.outcome.from,
        previous_exit_price: price(event.exitPrice.from),
        previous_result_pips: event.resultPips.from,
        previous_result_r: event.resultR.from,
        reason: event.reason,
      });
      break;
    case 'cancelled':
      cells.reason = event.reason;
      break;
    default:
      break;
  }
  const row: Array<string | number | null> = [
    event.signalId,
    event.id,
    event.kind,
    event.at,
    // Who, without naming an admin account in public: an analyst, or the server (an expiry).
    event.by === null ? 'server' : 'analyst',
    event.instrument,
    event.kind === 'published' ? event.direction : null,
  ];
  for (const column of eventsCsvHeader.split(',').slice(7, -2)) row.push(cells[column] ?? null);
  row.push(timelineUrl(origin, event.signalId), demoCell(event.demo));
  return `${row.map(csvField).join(',')}\r\n`;
}

/** When a signal last changed: its latest event (a correction or an amendment too), else its publication. */
const lastChange = (signal: Signal, events: readonly SignalEvent[]) =>
  [signal.closedAt ?? signal.triggeredAt ?? signal.publishedAt, ...events.map((event) => event.at)].sort().at(-1) ??
  signal.publishedAt;

function atomEntry(signal: Signal, events: readonly SignalEvent[], origin: string): string {
  const url = timelineUrl(origin, signal.id);
  const levels = levelHistory(signal, events);
  const price = (value: number) => formatPrice(signal.instrument, value);
  const title = `${signal.direction} ${signal.instrument} ${orderTypeLabels[signal.orderType].toLowerCase()} at ${formatPrice(signal.instrument, signal.entry)}`;
  const summary = [
    signal.demo ? 'Demo signal, generated for demonstration: not a real call, not counted in the record.' : '',
    `${statusLabels[signal.status]}.`,
    `Entry ${price(signal.entry)}, stop-loss ${price(signal.stopLoss)} (published at ${price(levels.initialStopLoss)}, set ${formatGmt(levels.stopLossSetAt)}), take-profit ${price(signal.takeProfit)} (published at ${price(levels.initialTakeProfit)}, set ${formatGmt(levels.takeProfitSetAt)}).`,
    `Published ${formatGmt(signal.publishedAt)}.`,
    `Amended ${levels.amendments === 1 ? 'once' : `${levels.amendments} times`}.`,
    signal.status === 'closed' && signal.exitPrice !== null && signal.outcome !== null
      ? `${outcomeLabels[signal.outcome]}: exit ${price(signal.exitPrice)}${signal.closedAt ? `, ${formatGmt(signal.closedAt)}` : ''}. Result ${formatPips(signal)}, ${formatR(signal.resultR)}.`
      : '',
    ...levels.corrections.map((event) => `${eventSentence(signal, event, events)} (${formatGmt(event.at)}).`),
    `Timeline: ${url}`,
    signal.cancelReason
      ? eventSentence(signal, { kind: 'cancelled', reason: signal.cancelReason, id: '', at: '', by: null })
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `  <entry>
    <id>${escapeXml(url)}</id>
    <title>${escapeXml(title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>
    <published>${signal.publishedAt}</published>
    <updated>${lastChange(signal, events)}</updated>
    <summary>${escapeXml(summary)}</summary>
  </entry>`;
}

/** The Atom feed of `signals` (newest first) with their timelines, for the site at `origin`. */
export function atomFeed(
  signals: readonly Signal[],
  timelines: ReadonlyMap<string, readonly SignalEvent[]>,
  origin: string,
  now: string,
): string {
  const eventsOf = (signal: Signal) => timelines.get(signal.id) ?? [];
  const updated =
    signals
      .map((signal) => lastChange(signal, eventsOf(signal)))
      .sort()
      .at(-1) ?? now;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${origin}/services/signals`)}</id>
  <title>UPM Trading signals</title>
  <subtitle>Every trading signal we publish, followed to its end.</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/services/signals/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/services/signals`)}"/>
  <author><name>UPM Trading analysts</name></author>
  <updated>${updated}</updated>
${signals.map((signal) => atomEntry(signal, eventsOf(signal), origin)).join('\n')}
</feed>
`;
}
