import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSubmission } from '~/platform/forms/submission';
import { amendSchema, cancelSchema, closeSchema, signalSchema } from './signal-schema';

const policy = { minRiskReward: 2, fourEyes: false };
const wednesday = new Date('2026-12-02T12:00:00.000Z');
const saturday = new Date('2026-12-05T12:00:00.000Z');

// The form checks the market's hours "now": a weekday noon, when every market trades, unless a test says otherwise.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(wednesday);
});
afterAll(() => vi.useRealTimers());

const form = (overrides: Record<string, string> = {}) => ({
  instrument: 'EUR/USD',
  direction: 'BUY',
  orderType: 'market',
  entry: '1.08000',
  stopLoss: '1.07500',
  takeProfit: '1.09000',
  validUntil: '',
  note: 'Retest of the breakout',
  reason: '',
  ...overrides,
});
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);

describe('the New Signal form', () => {
  it('turns a valid market order into numbers, without a valid-until', () => {
    expect(parseSubmission(signalSchema(policy), form({ validUntil: inAnHour() }))).toEqual({
      ok: true,
      value: {
        instrument: 'EUR/USD',
        direction: 'BUY',
        orderType: 'market',
        entry: 1.08,
        stopLoss: 1.075,
        takeProfit: 1.09,
        validUntil: null,
        note: 'Retest of the breakout',
      },
    });
  });

  it('requires the reasoning, whatever the policy, and keeps what was typed', () => {
    for (const fourEyes of [false, true]) {
      const parsed = parseSubmission(signalSchema({ ...policy, fourEyes }), form({ note: '   ' }));
      expect(parsed).toMatchObject({
        ok: false,
        errors: { note: expect.stringMatching(/^Please write the reasoning/) },
      });
    }
  });

  it('asks a reason to publish while the market is closed, and none for crypto, which never closes', () => {
    vi.setSystemTime(saturday);
    try {
      expect(parseSubmission(signalSchema(policy), form())).toEqual({
        ok: false,
        errors: {
          reason:
            "The EUR/USD market is closed now (Saturday 12:00 GMT): nobody can trade at this price. To go ahead anyway, give a reason: it is shown on the signal's public timeline.",
        },
      });
      expect(parseSubmission(signalSchema(policy), form({ reason: 'ok' }))).toMatchObject({
        errors: { reason: 'Please give a reason of at least 3 characters.' },
      });
      expect(parseSubmission(signalSchema(policy), form({ reason: 'Ahead of the Sunday open' }))).toMatchObject({
        ok: true,
        value: { reason: 'Ahead of the Sunday open' },
      });
      const btc = { instrument: 'BTC/USD', entry: '95000.00', stopLoss: '94000.00', takeProfit: '97000.00' };
      expect(parseSubmission(signalSchema(policy), form(btc))).toMatchObject({ ok: true });
      // With four eyes the approval publishes it: the market is checked then, by the service.
      expect(parseSubmission(signalSchema({ ...policy, fourEyes: true }), form())).toMatchObject({ ok: true });
    } finally {
      vi.setSystemTime(wednesday);
    }
  });

  it('reads a pending order’s valid-until as GMT and requires it in the future', () => {
    const until = inAnHour();
    const parsed = parseSubmission(signalSchema(policy), form({ orderType: 'limit', validUntil: until }));
    expect(parsed).toMatchObject({ ok: true, value: { validUntil: `${until}:00.000Z` } });
    expect(parseSubmission(signalSchema(policy), form({ orderType: 'stop' }))).toMatchObject({
      errors: { validUntil: 'A limit or stop order needs a valid-until time.' },
    });
    expect(
      parseSubmission(signalSchema(policy), form({ orderType: 'limit', validUntil: '2020-01-01T10:00' })),
    ).toMatchObject({
      errors: { validUntil: 'The valid-until time must be in the future.' },
    });
  });

  it('keeps prices positive and within the instrument’s decimals', () => {
    expect(parseSubmission(signalSchema(policy), form({ entry: '1.080001' }))).toMatchObject({
      errors: { entry: 'The entry may have at most 5 decimals for EUR/USD.' },
    });
    expect(parseSubmission(signalSchema(policy), form({ instrument: 'USD/JPY', entry: '150.0001' }))).toMatchObject({
      errors: { entry: 'The entry may have at most 3 decimals for USD/JPY.' },
    });
    expect(parseSubmission(signalSchema(policy), form({ stopLoss: '-1' }))).toMatchObject({
      errors: { stopLoss: 'The stop-loss must be a positive number, like 1.0850.' },
    });
    expect(parseSubmission(signalSchema(policy), form({ entry: '0' }))).toMatchObject({
      errors: { entry: 'The entry must be greater than zero.' },
    });
  });

  it('puts the stop-loss and take-profit on the right sides of the entry for BUY and SELL', () => {
    expect(parseSubmission(signalSchema(policy), form({ stopLoss: '1.09500' }))).toMatchObject({
      errors: { stopLoss: 'For a BUY the stop-loss must be below the entry.' },
    });
    expect(parseSubmission(signalSchema(policy), form({ direction: 'SELL' }))).toMatchObject({
      errors: {
        stopLoss: 'For a SELL the stop-loss must be above the entry.',
        takeProfit: 'For a SELL the take-profit must be below the entry.',
      },
    });
  });

  it('names every missing choice', () => {
    expect(
      parseSubmission(signalSchema(policy), form({ instrument: 'DOGE', direction: '', orderType: 'x' })),
    ).toMatchObject({
      errors: {
        instrument: 'Please choose an instrument.',
        direction: 'Please choose BUY or SELL.',
        orderType: 'Please choose market, limit or stop.',
      },
    });
  });
});

describe('the Amend, Close and Cancel forms', () => {
  const signal = {
    instrument: 'EUR/USD',
    direction: 'BUY',
    entry: 1.08,
    status: 'active',
    initialStopLoss: 1.075,
    stopLoss: 1.075,
    takeProfit: 1.09,
    maxAbsR: 20,
  } as const;

  it('lets an active stop move to break-even but keeps it below the take-profit', () => {
    expect(parseSubmission(amendSchema(signal), { stopLoss: '1.08', takeProfit: '1.09' })).toEqual({
      ok: true,
      value: { stopLoss: 1.08, takeProfit: 1.09 },
    });
    expect(parseSubmission(amendSchema(signal), { stopLoss: '1.095', takeProfit: '1.09' })).toMatchObject({
      errors: { stopLoss: 'For a BUY the stop-loss must be below the take-profit.' },
    });
    expect(
      parseSubmission(amendSchema({ ...signal, status: 'pending' }), { stopLoss: '1.08', takeProfit: '1.09' }),
    ).toMatchObject({ errors: { stopLoss: 'For a BUY the stop-loss must be below the entry.' } });
  });

  it('needs an exit price only for a manual close', () => {
    expect(parseSubmission(closeSchema(signal), { outcome: 'take-profit' })).toEqual({
      ok: true,
      value: { outcome: 'take-profit' },
    });
    expect(parseSubmission(closeSchema(signal), { outcome: 'manual', exitPrice: '' })).toMatchObject({
      errors: { exitPrice: 'Please enter the exit price.' },
    });
    expect(parseSubmission(closeSchema(signal), { outcome: 'manual', exitPrice: '1.0825' })).toEqual({
      ok: true,
      value: { outcome: 'manual', exitPrice: 1.0825 },
    });
  });

  it('asks for a reason to cancel', () => {
    expect(parseSubmission(cancelSchema, { reason: ' ' })).toMatchObject({
      errors: { reason: 'Please give a reason of at least 3 characters.' },
    });
  });
});
