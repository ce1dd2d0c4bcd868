import { escapeXml } from '../text/xml';
import { formatPrice } from './instruments';
import { eventSentence, formatGmt, formatR, orderTypeLabels, statusLabels } from './signal-format';
import type { Signal } from './signal-types';

/* The history as CSV (RFC 4180) and the latest signals as an Atom feed (RFC 4287): text only, no I/O. */

export const csvHeader =
  'id,instrument,direction,order_type,entry,stop_loss,take_profit,status,outcome,published_at,triggered_at,closed_at,exit_price,result_pips,result_r';

/** One field: quoted when it holds a comma, a quote or a line break, quotes doubled (RFC 4180 §2.6-2.7). */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One signal as a CSV record ending in CRLF (RFC 4180 §2.1); empty cells where a value does not apply. */
export function csvRecord(signal: Signal): string {
  const price = (value: number | null) => (value === null ? null : formatPrice(signal.instrument, value));
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
  ]
    .map(csvField)
    .join(',')}\r\n`;
}

/** When a signal last changed: its close, trigger or publication. */
const lastChange = (signal: Signal) => signal.closedAt ?? signal.triggeredAt ?? signal.publishedAt;

function atomEntry(signal: Signal, origin: string): string {
  const url = `${origin}/services/signals/${signal.id}`;
  const title = `${signal.direction} ${signal.instrument} ${orderTypeLabels[signal.orderType].toLowerCase()} at ${formatPrice(signal.instrument, signal.entry)}`;
  const summary = [
    `${statusLabels[signal.status]}.`,
    `Entry ${formatPrice(signal.instrument, signal.entry)}, stop-loss ${formatPrice(signal.instrument, signal.stopLoss)}, take-profit ${formatPrice(signal.instrument, signal.takeProfit)}.`,
    `Published ${formatGmt(signal.publishedAt)}.`,
    signal.status === 'closed' ? `Result ${formatR(signal.resultR)}.` : '',
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
    <updated>${lastChange(signal)}</updated>
    <summary>${escapeXml(summary)}</summary>
  </entry>`;
}

/** The Atom feed of `signals` (newest first) for the site at `origin`. */
export function atomFeed(signals: readonly Signal[], origin: string, now: string): string {
  const updated = signals.map(lastChange).sort().at(-1) ?? now;
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${origin}/services/signals`)}</id>
  <title>UPM Trading signals</title>
  <subtitle>Every trading signal we publish, followed to its end.</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(`${origin}/services/signals/feed.xml`)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/services/signals`)}"/>
  <author><name>UPM Trading analysts</name></author>
  <updated>${updated}</updated>
${signals.map((signal) => atomEntry(signal, origin)).join('\n')}
</feed>
`;
}
