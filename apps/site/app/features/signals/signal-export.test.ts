// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atomFeed, csvHeader, csvRecord, eventCsvRecord, eventsCsvHeader } from './signal-export';
import type { Signal, SignalEvent, SignalEventOf } from './signal-types';

const closed: Signal = {
  id: 's1',
  instrument: 'USD/JPY',
  direction: 'BUY',
  orderType: 'market',
  entry: 150,
  initialStopLoss: 149.5,
  stopLoss: 149.5,
  takeProfit: 151,
  note: null,
  validUntil: null,
  status: 'closed',
  outcome: 'take-profit',
  cancelReason: null,
  publishedAt: '2026-11-20T09:00:00.000Z',
  triggeredAt: '2026-11-20T09:00:00.000Z',
  closedAt: '2026-11-21T10:30:00.000Z',
  exitPrice: 151,
  resultPips: 100,
  resultR: 2,
  publishedBy: 'analyst',
  demo: false,
};
const origin = 'https://example.com';

describe('the signal record as CSV and Atom', () => {
  it('writes the header row exactly as documented', () => {
    // The first fifteen columns are those every earlier reader knows, in their order; new ones only follow.
    expect(csvHeader).toBe(
      'id,instrument,direction,order_type,entry,stop_loss,take_profit,status,outcome,published_at,triggered_at,closed_at,exit_price,result_pips,result_r' +
        ',initial_stop_loss,initial_take_profit,stop_loss_set_at,take_profit_set_at,amendments,corrections,first_recorded_exit_price,timeline_url' +
        ',demo',
    );
    expect(eventsCsvHeader).toBe(
      'signal_id,event_id,kind,at,actor,instrument,direction,entry,stop_loss,take_profit,outcome,exit_price,result_pips,result_r' +
        ',previous_stop_loss,previous_take_profit,previous_outcome,previous_exit_price,previous_result_pips,previous_result_r,reason,timeline_url' +
        ',demo',
    );
  });

  it('marks a demo signal, and each of its events, with 1 in the last column and a real one with 0', () => {
    expect(csvRecord(closed, [], origin).trimEnd().split(',').at(-1)).toBe('0');
    expect(
      csvRecord({ ...closed, demo: true }, [], origin)
        .trimEnd()
        .split(',')
        .at(-1),
    ).toBe('1');
    const event: SignalEventOf = {
      id: 'e1',
      kind: 'published',
      at: closed.publishedAt,
      by: 'analyst',
      signalId: 's1',
      instrument: 'USD/JPY',
      direction: 'BUY',
      entry: 150,
      initialStopLoss: 149.5,
      initialTakeProfit: 151,
      demo: true,
    };
    const cells = eventCsvRecord(event, origin).trimEnd().split(',');
    expect(cells).toHaveLength(eventsCsvHeader.split(',').length);
    expect(cells.slice(-2)).toEqual(['https://example.com/services/signals/s1', '1']);
    expect(
      eventCsvRecord({ ...event, demo: false }, origin)
        .trimEnd()
        .split(',')
        .at(-1),
    ).toBe('0');
  });

  it('puts the exit price and the result in a closed signal’s Atom entry, and says when it is a demo', () => {
    const summaryOf = (signal: Signal) =>
      new DOMParser()
        .parseFromString(atomFeed([signal], new Map(), origin, '2026-11-25T00:00:00.000Z'), 'application/xml')
        .querySelector('summary')?.textContent;
    expect(summaryOf(closed)).toContain(
      'Take-profit hit: exit 151.000, 21 Nov 2026 10:30 GMT. Result +100.0 pips, +2.00 R.',
    );
    expect(summaryOf(closed)).not.toContain('Demo');
    expect(summaryOf({ ...closed, demo: true })).toMatch(/^Demo signal, generated for demonstration: not a real call/);
  });

  it('writes a record per signal with CRLF, the instrument decimals, ISO UTC times and empty cells', () => {
    expect(csvRecord(closed, [], origin)).toBe(
      's1,USD/JPY,BUY,market,150.000,149.500,151.000,closed,take-profit,2026-11-20T09:00:00.000Z,2026-11-20T09:00:00.000Z,2026-11-21T10:30:00.000Z,151.000,100,2' +
        ',149.500,151.000,2026-11-20T09:00:00.000Z,2026-11-20T09:00:00.000Z,0,0,,https://example.com/services/signals/s1,0\r\n',
    );
    const pending = { ...closed, instrument: 'S&P 500', status: 'pending', outcome: null, triggeredAt: null } as const;
    const record = csvRecord(
      { ...pending, entry: 6000, closedAt: null, exitPrice: null, resultPips: null, resultR: null },
      [],
      origin,
    );
    expect(record.split(',').slice(8, 15)).toEqual(['', '2026-11-20T09:00:00.000Z', '', '', '', '', '']);
  });

  it('escapes XML in the Atom feed and dates it by the latest change', () => {
    const feed = atomFeed([{ ...closed, instrument: 'S&P 500' }], new Map(), origin, '2026-11-25T00:00:00.000Z');
    expect(feed).toContain('<title>BUY S&amp;P 500 market at 150.0</title>');
    expect(feed).toContain('<updated>2026-11-21T10:30:00.000Z</updated>');
    expect(feed).toContain('<id>https://example.com/services/signals/s1</id>');
  });

  it('stays well-formed XML whatever a stored cancel reason holds', () => {
    const cancelled = {
      ...closed,
      status: 'cancelled',
      outcome: null,
      closedAt: null,
      cancelReason: 'News\u000b at 10:00\u001b[31m <b>"soon"</b> & \ud800later\uffff',
    } as const;
    const feed = atomFeed([cancelled], new Map(), origin, '2026-11-25T00:00:00.000Z');
    const document = new DOMParser().parseFromString(feed, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.querySelector('summary')?.textContent).toContain('News at 10:00[31m <b>"soon"</b> & later');
  });

  it('carries the levels as published, when each current level was set, the amendments and a correction', () => {
    const events: SignalEvent[] = [
      { id: 'e1', kind: 'published', at: '2026-11-20T09:00:00.000Z', by: 'analyst' },
      {
        id: 'e2',
        kind: 'amended',
        at: '2026-11-20T12:00:00.000Z',
        by: 'analyst',
        takeProfit: { from: 150.8, to: 151 },
      },
      {
        id: 'e3',
        kind: 'amended',
        at: '2026-11-20T15:00:00.000Z',
        by: 'analyst',
        stopLoss: { from: 149.5, to: 149.8 },
      },
      { id: 'e4', kind: 'closed', at: '2026-11-21T10:30:00.000Z', by: 'analyst', outcome: 'manual', exitPrice: 115 },
      {
        id: 'e5',
        kind: 'corrected',
        at: '2026-11-22T08:00:00.000Z',
        by: 'lead',
        reason: 'Typo: 151.000',
        outcome: { from: 'manual', to: 'take-profit' },
        exitPrice: { from: 115, to: 151 },
        resultPips: { from: -3500, to: 100 },
        resultR: { from: -70, to: 2 },
      },
    ];
    const amended = { ...closed, stopLoss: 149.8 };
    expect(csvRecord(amended, events, origin).split(',').slice(15)).toEqual([
      '149.500',
      '150.800',
      '2026-11-20T15:00:00.000Z',
      '2026-11-20T12:00:00.000Z',
      '2',
      '1',
      '115.000',
      'https://example.com/services/signals/s1',
      '0\r\n',
    ]);
    const summary = new DOMParser()
      .parseFromString(
        atomFeed([amended], new Map([['s1', events]]), origin, '2026-11-25T00:00:00.000Z'),
        'application/xml',
      )
      .querySelector('summary')?.textContent;
    expect(summary).toContain('take-profit 151.000 (published at 150.800, set 20 Nov 2026 12:00 GMT)');
    expect(summary).toContain('Amended 2 times.');
    expect(summary).toContain('Corrected: Take-profit hit at 151.000; was closed at price at 115.000');
    expect(summary).toContain('Reason: Typo: 151.000');
  });
});
