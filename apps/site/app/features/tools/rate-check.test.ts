import { describe, expect, it } from 'vitest';
import { referenceRate, referenceRates } from '~/platform/instruments/reference-rates';
import { pairFor } from '~/platform/trading-math/currencies';
import { bothWays, checkRate, priceWarning, rateWarning } from './rate-check';

describe('a conversion rate', () => {
  it('is shown both ways round', () => {
    expect(bothWays('USD', 'GBP', 0.7874)).toBe('1 USD = 0.7874 GBP, 1 GBP = 1.27 USD');
    expect(bothWays('JPY', 'GBP', 0.0052)).toBe('1 JPY = 0.0052 GBP, 1 GBP = 192.3 JPY');
  });

  it('is read against a dated reference: 1 USD was 0.82608 / 1.0411 = 0.7935 GBP on 28 February 2025', () => {
    expect(referenceRates.date).toBe('2025-02-28');
    expect(referenceRate('USD', 'GBP')).toBeCloseTo(0.7935, 4);
    expect(checkRate('USD', 'GBP', 0.787)).toEqual({ verdict: 'plausible' });
  });

  it('catches the GBP/USD quote typed into "1 USD = ? GBP": 1.27 is the inverse of about 0.787', () => {
    expect(checkRate('USD', 'GBP', 1.27)).toMatchObject({ verdict: 'inverse' });
    expect(rateWarning('USD', 'GBP', 1.27)).toBe(
      'This looks like the inverse: 1.27 is about what 1 GBP is worth in USD. Enter 1 USD in GBP: 1 USD was 0.7935 GBP on 28 February 2025 (ECB reference rate).',
    );
  });

  it('questions a rate far from the reference that is not its inverse either, and passes a plausible one', () => {
    // A decimal slipped: 7.87 for 0.787 is ten times the reference, and its inverse 0.127 is not near 1.26 either.
    expect(checkRate('USD', 'GBP', 7.87)).toMatchObject({ verdict: 'outside' });
    expect(rateWarning('USD', 'GBP', 7.87)).toBe(
      'Check the rate: 1 USD was 0.7935 GBP on 28 February 2025 (ECB reference rate), and rates rarely leave 0.529–1.19.',
    );
    // 1 JPY ≈ 0.00526 GBP: 0.0052 passes.
    expect(rateWarning('JPY', 'GBP', 0.0052)).toBeUndefined();
  });

  it('questions a pair’s price far from the same reference', () => {
    // 1 USD was 156.96 / 1.0411 = 150.8 JPY: 1.50 is a hundred times too small, 150.00 passes.
    expect(priceWarning(pairFor('USDJPY'), 1.5)).toMatch(
      /^Check the price: USD\/JPY at 1.5 is far from its reference of 150.8 on 28 February 2025/,
    );
    expect(priceWarning(pairFor('USDJPY'), 150)).toBeUndefined();
    expect(priceWarning(pairFor('EURUSD'), 15, 'entry price')).toMatch(/^Check the entry price: EUR\/USD at 15 /);
  });

  it('questions gold, an index or a coin a digit off its rounded level of the same date, in a wider band', () => {
    expect(priceWarning(pairFor('XAUUSD'), 26_500)).toMatch(
      /^Check the price: XAU\/USD at 26,500 is far from where it traded on 28 February 2025, about 2,900, and prices rarely leave 966.7–8,700\. If it is today's price, the figures stand\.$/,
    );
    expect(priceWarning(pairFor('XAUUSD'), 265)).toMatch(/^Check the price: XAU\/USD at 265 /);
    // Gold well above its 2025 level is a price, not a slip.
    expect(priceWarning(pairFor('XAUUSD'), 4_300)).toBeUndefined();
    expect(priceWarning(pairFor('SPX500'), 598)).toMatch(/^Check the price: S&P 500 at 598 /);
    expect(priceWarning(pairFor('BTCUSD'), 150_000)).toBeUndefined();
    expect(priceWarning(pairFor('BTCUSD'), 1_500_000)).toMatch(/^Check the price: BTC\/USD /);
  });

  it('catches the inverse of a rate near parity, whose inverse is inside the band as well', () => {
    // 1 EUR was 1.0411 USD: 1.08 is today's kind of rate, 0.926 = 1 / 1.08 is what 1 USD is worth in EUR.
    expect(checkRate('EUR', 'USD', 1.08)).toEqual({ verdict: 'plausible' });
    expect(checkRate('EUR', 'USD', 0.926)).toMatchObject({ verdict: 'inverse' });
    expect(checkRate('USD', 'CHF', 0.8)).toEqual({ verdict: 'plausible' });
  });
});
