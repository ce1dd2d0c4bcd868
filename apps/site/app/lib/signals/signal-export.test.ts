// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { atomFeed, csvHeader, csvRecord } from './signal-export';
import type { Signal } from './signal-types';

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
};

describe('the signal record as CSV and Atom', () => {
  it('writes the header row exactly as documented', () => {
    expect(csvHeader).toBe(
      'id,instrument,direction,order_type,entry,stop_loss,take_profit,status,outcome,published_at,triggered_at,closed_at,exit_price,result_pips,result_r',
    );
  });

  it('writes a record per signal with CRLF, the instrument decimals, ISO UTC times and empty cells', () => {
    expect(csvRecord(closed)).toBe(
      's1,USD/JPY,BUY,market,150.000,149.500,151.000,closed,take-profit,2026-11-20T09:00:00.000Z,2026-11-20T09:00:00.000Z,2026-11-21T10:30:00.000Z,151.000,100,2\r\n',
    );
    const pending = { ...closed, instrument: 'S&P 500', status: 'pending', outcome: null, triggeredAt: null } as const;
    const record = csvRecord({
      ...pending,
      entry: 6000,
      closedAt: null,
      exitPrice: null,
      resultPips: null,
      resultR: null,
    });
    expect(record.split(',').slice(8)).toEqual(['', '2026-11-20T09:00:00.000Z', '', '', '', '', '\r\n']);
  });

  it('escapes XML in the Atom feed and dates it by the latest change', () => {
    const feed = atomFeed([{ ...closed, instrument: 'S&P 500' }], 'https://example.com', '2026-11-25T00:00:00.000Z');
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
    const feed = atomFeed([cancelled], 'https://example.com', '2026-11-25T00:00:00.000Z');
    const document = new DOMParser().parseFromString(feed, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.querySelector('summary')?.textContent).toContain('News at 10:00[31m <b>"soon"</b> & later');
  });
});
