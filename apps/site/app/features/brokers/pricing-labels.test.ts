import { describe, expect, it } from 'vitest';
import { asOfText, pricingModel, publicFeatures, spreadLabel, swapText } from './pricing-labels';

describe('pricing words derived from the figures', () => {
  it('says "From 0.0 pips" only from a stored 0.0 minimum, always with the commission beside it', () => {
    const raw = { minSpreadPips: 0, spreadPips: 0.1, commissionUsd: 7 };
    expect(spreadLabel(raw)).toBe('From 0.0 pips (typical 0.1 pips), + $7.00 commission per lot');
    expect(pricingModel(raw)).toBe('Raw spread + commission');
    // A typical 0.9 with no stored minimum is never "From 0.0".
    expect(spreadLabel({ minSpreadPips: null, spreadPips: 0.9, commissionUsd: 0 })).toBe(
      'Typical 0.9 pips, no commission',
    );
    expect(spreadLabel({ minSpreadPips: 0, spreadPips: null, commissionUsd: null })).toBe(
      'From 0.0 pips, commission not stated',
    );
    expect(pricingModel({ minSpreadPips: 0, spreadPips: null, commissionUsd: null })).toBeNull();
    expect(pricingModel({ minSpreadPips: 0.2, spreadPips: 0.5, commissionUsd: 3.5 })).toBe('Spread + commission');
    expect(spreadLabel({ minSpreadPips: null, spreadPips: null, commissionUsd: 7 })).toBeNull();
  });

  it('leaves typed price claims out of the public features, and dates every figure', () => {
    expect(
      publicFeatures(['Raw spreads', 'ECN execution', 'Copy trading', '', 'Zero commission', 'Tight pips']),
    ).toEqual(['Copy trading']);
    expect(asOfText('2026-09-30')).toBe('as of 30 September 2026');
    expect(asOfText('')).toBe('date not recorded');
  });

  it('says whether a swap is charged or paid, since a bare amount in a row of costs reads as a charge', () => {
    expect(swapText(-7.1)).toBe('\u2212$7.10 charged');
    expect(swapText(0.8)).toBe('$0.80 paid to you');
    expect(swapText(0)).toBe('$0.00');
    expect(swapText(null)).toBeNull();
  });
});
