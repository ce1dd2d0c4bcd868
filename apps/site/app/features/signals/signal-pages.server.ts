import { signalMethodItems } from '~/content/services/signal-record';
import { signals as signalsCopy } from '~/content/services/signals';
import { groupedNumber } from '~/platform/plain-format';
import type { SignalMethodItems } from '~/content/services/signal-record.schema';
import type { Db } from '~/platform/db/types';
import { instrumentSymbols } from './instruments';
import { trackRecords } from './signal-results';
import { signalStatistics } from './signal-statistics';
import { type PeriodFigures, type StatisticsFigures, periodFigures, statisticsFigures } from './signal-figures.server';
import { directions } from './signal-schema';
import {
  type HistoryFilters,
  type Signal,
  type SignalEvent,
  type SignalsPageData,
  historyOutcomes,
} from './signal-types';
import { createSignalService } from './signals.server';

/*
 * What the public signal pages load, and the canonical form of the history's query: the page cache keys on
 * it (server/page-cache.ts), so only known parameters with known values make a distinct page.
 */

export type { SignalsPageData } from './signal-types';

/** The open signals, the track record for each period and the statistics beside it, as figures. */
export async function loadSignalsRecord(db: Db, now = new Date()): Promise<SignalsPageData> {
  const signals = createSignalService(db, () => now);
  await signals.expireDue();
  const [open, closed, demo] = await Promise.all([signals.listOpen(), signals.closedResults(), signals.hasDemo()]);
  return { open, records: trackRecords(closed, now), statistics: signalStatistics(closed, now), demo };
}

/** What /services/signals renders: the record's figures already written out (signal-figures.server.ts). */
export interface SignalsPageView {
  open: Signal[];
  demo: boolean;
  /** The summary of each period and the statistics; null until a signal has closed. */
  record: { periods: PeriodFigures[]; statistics: StatisticsFigures } | null;
  /** How the figures are computed: copy only this page shows, so it travels with the data, not in a script. */
  method: SignalMethodItems;
  /** The page's own copy (intro, example, process, risk guidance, closing), lot units grouped: see pageCopy. */
  copy: SignalsPageCopy;
}

/**
 * /services/signals is rendered per request, so its copy can travel with the loader's data instead of in the
 * route's script: the browser gets it once either way (brotli finds the data's copy of the text in the HTML
 * before it), and the script stays inside the JavaScript limit (decision 011).
 */
function pageCopy() {
  const { lots } = signalsCopy.riskGuidance;
  const items = lots.items.map((lot) => ({ ...lot, units: groupedNumber(lot.units) }));
  return { ...signalsCopy, riskGuidance: { ...signalsCopy.riskGuidance, lots: { ...lots, items } } };
}
export type SignalsPageCopy = ReturnType<typeof pageCopy>;

/** /services/signals: loadSignalsRecord, with every label, cell and chart coordinate worked out here. */
export async function loadSignalsPage(db: Db, now = new Date()): Promise<SignalsPageView> {
  const { open, records, statistics, demo } = await loadSignalsRecord(db, now);
  const record =
    records.all.closed > 0
      ? { periods: periodFigures(records, statistics.averages), statistics: statisticsFigures(statistics) }
      : null;
  return { open, demo, record, method: signalMethodItems, copy: pageCopy() };
}

/**
 * One signal and its timeline for the public page: who did what is kept as "an analyst" (or the server for an
 * expiry), never an admin account's name, which the audit log keeps.
 */
export async function loadSignalPage(db: Db, id: string): Promise<{ signal: Signal; events: SignalEvent[] } | null> {
  const signals = createSignalService(db);
  await signals.expireDue();
  const found = await signals.get(id);
  if (!found) return null;
  const analyst = 'analyst';
  return {
    signal: { ...found.signal, publishedBy: analyst },
    events: found.events.map((event) => {
      const shown = { ...event, by: event.by === null ? null : analyst };
      return shown.kind === 'published' && shown.proposedBy ? { ...shown, proposedBy: analyst } : shown;
    }),
  };
}

export interface HistoryQuery {
  filters: HistoryFilters;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : undefined;

/** The history's filters and page from a URL query; anything unknown is dropped. */
export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const month = params.get('month');
  const page = Math.floor(Number(params.get('page')));
  return {
    filters: {
      instrument: oneOf(instrumentSymbols, params.get('instrument')),
      direction: oneOf(directions, params.get('direction')),
      outcome: oneOf(historyOutcomes, params.get('outcome')),
      month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    },
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 1_000_000) : 1,
  };
}

/** The query of a history URL in a fixed order (`?instrument=…&direction=…&outcome=…&month=…&page=…`), or ''. */
export function historySearch(query: HistoryQuery): string {
  const params = new URLSearchParams();
  for (const key of ['instrument', 'direction', 'outcome', 'month'] as const) {
    const value = query.filters[key];
    if (value) params.set(key, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * Where a history URL stands against the record, decided before any render: shown; past the last page, sent to
 * the last (a 302: the number of pages moves with the record); or, for a month the record does not span, not
 * found. Page numbers up to 1,000,000 and months from 2000 to 9999 would otherwise each make a page of their own.
 */
export type HistoryPlace = { kind: 'shown' } | { kind: 'redirect'; search: string } | { kind: 'not-found' };

/**
 * `months`: those with a signal, newest first (the service's publishedMonths); `pages`: the filters' number of
 * pages. A month inside the record's span with no signal is shown (an empty page).
 */
export function placeHistoryQuery(query: HistoryQuery, months: readonly string[], pages: number): HistoryPlace {
  const { month } = query.filters;
  const newest = months[0];
  const oldest = months.at(-1);
  if (month && (newest === undefined || oldest === undefined || month < oldest || month > newest)) {
    return { kind: 'not-found' };
  }
  if (query.page > pages) return { kind: 'redirect', search: historySearch({ filters: query.filters, page: pages }) };
  return { kind: 'shown' };
}

/** /services/signals/history: one page of signals for the filters, and the months there are to filter by. */
export async function loadHistoryPage(db: Db, query: HistoryQuery, now = new Date()) {
  const signals = createSignalService(db, () => now);
  await signals.expireDue();
  const [history, months, demo] = await Promise.all([
    signals.history(query.filters, query.page),
    signals.publishedMonths(),
    signals.hasDemo(),
  ]);
  return { ...history, months, demo, filters: query.filters, place: placeHistoryQuery(query, months, history.pages) };
}
