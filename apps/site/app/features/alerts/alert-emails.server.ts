import { riskWarning } from '~/content/risk';
import type { OutboxMail } from '~/platform/outbox/kind.server';
import { specBySymbol } from '~/platform/instruments/instrument-specs';
import { isSignalInstrument } from '~/platform/instruments/signal-instruments';
import { type AlertInstruments, describeInstruments } from './alert-choices';
import { alertedEventWords, alertedEventsSentence } from './alert-events';
import { escapeHtml } from '~/platform/text/html';

/*
 * The alerts' e-mails, plain text and HTML. Every value put into the HTML part is escaped, whoever typed it (the
 * address is a visitor's, a cancellation reason an admin's): nothing becomes markup. The sender is the site's
 * (CONTACT_FROM), replies go to the team (CONTACT_TO).
 */

const pastPerformance = 'Past performance is not a reliable indicator of future results.';
const riskText = `${riskWarning.summary} ${riskWarning.details}`;

export interface Sender {
  from: string;
  replyTo: string;
}

/** A paragraph per entry; a link is `{ text, href }`. Every string escaped. */
type Part = string | { text: string; href: string } | { small: string };

function html(parts: Part[]): string {
  const body = parts
    .map((part) => {
      if (typeof part === 'string') return `<p>${escapeHtml(part)}</p>`;
      if ('href' in part) return `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.text)}</a></p>`;
      return `<p style="font-size:13px;color:#555">${escapeHtml(part.small)}</p>`;
    })
    .join('\n');
  return `<!doctype html>\n<html lang="en"><body style="font-family:sans-serif;line-height:1.5">\n${body}\n</body></html>`;
}

function text(parts: Part[]): string {
  return parts
    .map((part) => (typeof part === 'string' ? part : 'href' in part ? `${part.text}: ${part.href}` : part.small))
    .join('\n\n');
}

/** The e-mail that asks to confirm a subscription (or a change of one); nothing else is sent before it is followed. */
export function confirmationEmail(
  sender: Sender,
  to: string,
  context: { instruments: AlertInstruments; confirmUrl: string },
): OutboxMail {
  const parts: Part[] = [
    'Hello,',
    `Someone, we hope you, asked for UPM Trading's signal alerts at this address: an e-mail about ${describeInstruments(context.instruments)} when one is ${alertedEventsSentence}.`,
    'Nothing is sent until you confirm. The link works for 48 hours and opens a page with one button:',
    { text: 'Confirm the signal alerts', href: context.confirmUrl },
    'If it was not you, ignore this e-mail: without the confirmation you will receive nothing more from us.',
    'UPM Trading',
  ];
  return {
    ...sender,
    to,
    subject: 'Confirm your UPM Trading signal alerts',
    text: text(parts),
    html: html(parts),
  };
}

/** What an alert says about the signal, as stored now. */
export interface AlertSignal {
  id: string;
  instrument: string;
  direction: string;
  orderType: string;
  entry: number;
  stopLoss: number;
  takeProfit: number;
  validUntil: string | null;
  status: string;
  outcome: string | null;
  exitPrice: number | null;
  resultPips: number | null;
  resultR: number | null;
}

/** One event of the signal's timeline: its kind, time and stored detail (as the signals feature writes it). */
export interface AlertEvent {
  id: string;
  kind: string;
  at: string;
  detail: Record<string, unknown>;
}

export interface AlertLinks {
  signal: string;
  unsubscribe: string;
  manage: string;
}

function price(instrument: string, value: number): string {
  return isSignalInstrument(instrument) ? value.toFixed(specBySymbol(instrument).precision) : String(value);
}

const gmt = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} GMT`;
const signed = (value: number, digits: number) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;
const outcomeWords: Record<string, string> = {
  'take-profit': 'at its take-profit',
  'stop-loss': 'at its stop-loss',
  manual: 'by hand',
};
const kindWords: Record<string, string> = alertedEventWords;
const signedResult = (pips: unknown, r: unknown, unit: string) =>
  typeof pips === 'number' && typeof r === 'number' ? `${signed(pips, 1)} ${unit}, ${signed(r, 2)} R` : null;

/** Each side of a stored `{ from, to }` change (an amended level, a correction), both null where it is missing. */
function sides(change: unknown): { from: unknown; to: unknown } {
  return typeof change === 'object' && change !== null
    ? (change as { from: unknown; to: unknown })
    : { from: null, to: null };
}

function levelChange(signal: AlertSignal, label: string, change: unknown): string | null {
  const { from, to } = sides(change);
  if (typeof from !== 'number' || typeof to !== 'number') return null;
  return `${label} moved from ${price(signal.instrument, from)} to ${price(signal.instrument, to)}`;
}

/** The change, in one or two sentences. */
function changeSentence(signal: AlertSignal, event: AlertEvent): string {
  // Forex results are counted in pips, everything else in points, as on the signal pages.
  const unit =
    isSignalInstrument(signal.instrument) && specBySymbol(signal.instrument).kind === 'forex' ? 'pips' : 'points';
  switch (event.kind) {
    case 'published':
      return signal.orderType === 'market'
        ? 'A new signal was published as a market order: it is active now.'
        : `A new signal was published as a ${signal.orderType} order: it waits for its entry price${signal.validUntil ? ` until ${gmt(signal.validUntil)}` : ''}.`;
    case 'amended': {
      const moves = [
        levelChange(signal, 'The stop-loss', event.detail.stopLoss),
        levelChange(signal, 'The take-profit', event.detail.takeProfit),
      ].filter(Boolean);
      return moves.length > 0 ? `${moves.join('; ')}.` : 'Its levels were amended.';
    }
    case 'triggered':
      return 'The pending order reached its entry price: the signal is active now.';
    case 'closed': {
      const how = outcomeWords[String(event.detail.outcome)] ?? '';
      const exit = typeof event.detail.exitPrice === 'number' ? price(signal.instrument, event.detail.exitPrice) : '';
      const result = signedResult(signal.resultPips, signal.resultR, unit);
      return `The signal closed ${how}${exit ? ` at ${exit}` : ''}.${result ? ` Result: ${result}.` : ''}`;
    }
    case 'corrected': {
      const outcome = sides(event.detail.outcome);
      const exit = sides(event.detail.exitPrice);
      const pips = sides(event.detail.resultPips);
      const r = sides(event.detail.resultR);
      const close = (side: 'from' | 'to') =>
        `${outcomeWords[String(outcome[side])] ?? ''}${typeof exit[side] === 'number' ? ` at ${price(signal.instrument, exit[side])}` : ''}`;
      const before = signedResult(pips.from, r.from, unit);
      const after = signedResult(pips.to, r.to, unit);
      const reason =
        typeof event.detail.reason === 'string' && event.detail.reason ? ` Reason: ${event.detail.reason}` : '';
      return `The record of how this signal closed was corrected: it closed ${close('to')}, not ${close('from')}.${after ? ` Result now: ${after}${before ? ` (was ${before})` : ''}.` : ''}${reason}`;
    }
    case 'expired':
      return `The pending order did not reach its entry price${signal.validUntil ? ` by ${gmt(signal.validUntil)}` : ''} and has expired: no trade was opened.`;
    case 'cancelled':
      return typeof event.detail.reason === 'string' && event.detail.reason
        ? `The pending order was cancelled before it was triggered. Reason: ${event.detail.reason}`
        : 'The pending order was cancelled before it was triggered.';
    default:
      return 'The signal changed.';
  }
}

/** The alert about one event of one signal, to one subscriber, with its one-click unsubscribe headers (RFC 8058). */
export function alertEmail(
  sender: Sender,
  to: string,
  context: { signal: AlertSignal; event: AlertEvent; links: AlertLinks; messageId: string },
): OutboxMail {
  const { signal, event, links } = context;
  const headline = `${signal.direction} ${signal.instrument}`;
  const facts = [
    `Instrument: ${signal.instrument}`,
    `Direction: ${signal.direction}`,
    `Order type: ${signal.orderType}`,
    `Entry: ${price(signal.instrument, signal.entry)}`,
    `Stop-loss: ${price(signal.instrument, signal.stopLoss)}`,
    `Take-profit: ${price(signal.instrument, signal.takeProfit)}`,
    `Status now: ${signal.status}`,
  ].join('\n');
  const parts: Part[] = [
    `${headline}: signal ${kindWords[event.kind] ?? 'changed'} (${gmt(event.at)})`,
    changeSentence(signal, event),
    facts,
    { text: "The signal's page, with its whole timeline", href: links.signal },
    { small: `Risk warning: ${riskText}` },
    { small: `${pastPerformance} Signals are general market analysis for education, not personal advice.` },
    { small: 'You receive this because you confirmed UPM Trading signal alerts at this address.' },
    { text: 'Choose which instruments you get alerts for', href: links.manage },
    { text: 'Unsubscribe (one click on the page)', href: links.unsubscribe },
  ];
  return {
    ...sender,
    to,
    subject: `Signal ${kindWords[event.kind] ?? 'changed'}: ${headline}`,
    text: text(parts),
    html: html(parts).replace(escapeHtml(facts), escapeHtml(facts).replace(/\n/g, '<br>')),
    messageId: context.messageId,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
