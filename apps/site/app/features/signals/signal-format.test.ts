import { describe, expect, it } from 'vitest';
import { eventSentence, formatAtOffset, formatGmt, formatGmtDate } from './signal-format';
import type { Signal } from './signal-types';

describe('signal times', () => {
  it('writes GMT and a visitor offset in one shape, so a date reads alike before and after hydration', () => {
    expect(formatGmt('2026-11-25T14:05:00.000Z')).toBe('25 Nov 2026 14:05 GMT');
    expect(formatAtOffset('2026-11-25T14:05:00.000Z', 60)).toBe('25 Nov 2026 15:05 GMT+1');
    expect(formatAtOffset('2026-11-25T14:05:00.000Z', 330)).toBe('25 Nov 2026 19:35 GMT+5:30');
    // West of GMT the date can fall on the day before.
    expect(formatAtOffset('2026-11-25T02:05:00.000Z', -300)).toBe('24 Nov 2026 21:05 GMT\u22125');
  });

  it('gives the GMT date alone for chart axes', () => {
    expect(formatGmtDate('2026-12-31T23:59:00.000Z')).toBe('31 Dec 2026');
  });
});

describe('the public timeline', () => {
  const signal = {
    id: 's1',
    instrument: 'EUR/USD',
    direction: 'BUY',
    orderType: 'market',
    entry: 1.08,
    initialStopLoss: 1.075,
    stopLoss: 1.055,
    takeProfit: 1.09,
    note: 'Breakout retest',
    validUntil: null,
    status: 'closed',
    outcome: 'take-profit',
    cancelReason: null,
    publishedAt: '2026-11-28T12:00:00.000Z',
    triggeredAt: '2026-11-28T12:00:00.000Z',
    closedAt: '2026-11-28T13:00:00.000Z',
    exitPrice: 1.09,
    resultPips: 100,
    resultR: 2,
    publishedBy: 'analyst',
    demo: false,
  } as const satisfies Signal;
  const step = { id: 'e', at: '2026-11-28T12:00:00.000Z', by: 'analyst' };

  it('says why a step the record would question was taken: a closed market, a wider stop', () => {
    expect(eventSentence(signal, { ...step, kind: 'published', reason: 'Quoting the Sunday open' })).toBe(
      'Published: BUY EUR/USD market at 1.08000, stop-loss 1.07500, take-profit 1.09000; published while the market was closed, because: Quoting the Sunday open',
    );
    expect(
      eventSentence(signal, {
        ...step,
        kind: 'amended',
        stopLoss: { from: 1.075, to: 1.055 },
        reason: 'Wider swing low',
      }),
    ).toBe('Stop-loss moved from 1.07500 to 1.05500; further from the entry, adding risk, because: Wider swing low');
    expect(
      eventSentence(signal, {
        ...step,
        kind: 'closed',
        outcome: 'take-profit',
        exitPrice: 1.09,
        reason: 'Filled at the weekend quote',
        marketClosed: true,
      }),
    ).toBe('Take-profit hit: closed at 1.09000 while the market was closed (confirmed: Filled at the weekend quote)');
  });
});
