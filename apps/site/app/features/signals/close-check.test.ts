import { describe, expect, it } from 'vitest';
import { checkClose, marketClosedDoubt, stopWideningDoubt } from './close-check';

// The GBP/JPY sell of the slip this check exists for: 80 pips of risk, 160 pips to the target.
const sell = {
  instrument: 'GBP/JPY',
  direction: 'SELL',
  entry: 190.8,
  initialStopLoss: 191.6,
  stopLoss: 191.6,
  takeProfit: 189.2,
} as const;

describe('the plausibility of a close', () => {
  it('shows the pips and R a close records, with no doubt inside the band', () => {
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 190 }, 20)).toEqual({
      exitPrice: 190,
      pips: 80,
      r: 1,
      doubts: [],
      refusal: null,
    });
    expect(checkClose(sell, { outcome: 'take-profit' }, 20)).toMatchObject({ exitPrice: 189.2, r: 2, doubts: [] });
  });

  it('doubts a price beyond a level by more than the distance between the levels, and not one on the edge', () => {
    // The band runs from 189.2 − 2.4 = 186.8 to 191.6 + 2.4 = 194.0.
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 186.8 }, 20).doubts).toEqual([]);
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 186.799 }, 20).doubts).toEqual([
      'The exit is beyond the take-profit by more than the distance between the stop-loss and the take-profit.',
    ]);
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 194.001 }, 20).doubts).toEqual([
      'The exit is beyond the stop-loss by more than the distance between the stop-loss and the take-profit.',
    ]);
  });

  it('doubts a level "hit" at a price other than that level', () => {
    expect(checkClose(sell, { outcome: 'take-profit', exitPrice: 189.3 }, 20).doubts).toEqual([
      'A take-profit hit is recorded at a price other than the take-profit.',
    ]);
    expect(checkClose(sell, { outcome: 'stop-loss', exitPrice: 191.7 }, 20).doubts).toEqual([
      'A stop-loss hit is recorded at a price other than the stop-loss.',
    ]);
    expect(checkClose(sell, { outcome: 'stop-loss', exitPrice: 191.6 }, 20).doubts).toEqual([]);
  });

  it('refuses an R beyond the bound: the typo 150.000 for 190.000', () => {
    const typo = checkClose(sell, { outcome: 'manual', exitPrice: 150 }, 20);
    expect(typo).toMatchObject({ pips: 4080, r: 51 });
    expect(typo.refusal).toBe(
      'This exit would record +51.00 R, beyond the ±20 R any signal can reach here. Check the price: it is not recorded.',
    );
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 150 }, 60).refusal).toBeNull();
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 206.8 }, 20).refusal).toBeNull();
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 206.801 }, 20).refusal).toMatch(/−20.00 R/);
  });

  it('doubts a close while the market is shut, and never one of crypto, which trades every hour', () => {
    const saturday = new Date('2026-12-05T14:00:00.000Z');
    const wednesday = new Date('2026-12-02T14:00:00.000Z');
    const closed = 'The GBP/JPY market is closed now (Saturday 14:00 GMT): nobody can trade at this price.';
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 190 }, 20, saturday).doubts).toEqual([closed]);
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 190 }, 20, wednesday).doubts).toEqual([]);
    // A correction is checked without a time: it changes what the close was, not when.
    expect(checkClose(sell, { outcome: 'manual', exitPrice: 190 }, 20).doubts).toEqual([]);
    expect(marketClosedDoubt('BTC/USD', saturday)).toBeNull();
  });

  it('doubts a stop moved further from the entry (more risk), not one moved closer', () => {
    const buy = { direction: 'BUY', stopLoss: 1.075 } as const;
    expect(stopWideningDoubt(buy, 1.05, (value) => value.toFixed(5))).toBe(
      'This moves the stop-loss further from the entry, from 1.07500 to 1.05000: the signal risks more than it did.',
    );
    expect(stopWideningDoubt(buy, 1.078)).toBeNull();
    expect(stopWideningDoubt(sell, 192)).not.toBeNull();
    expect(stopWideningDoubt(sell, 191)).toBeNull();
  });
});
