import { describe, expect, it } from 'vitest';
import { knownPair } from '~/platform/trading-math/currencies';
import { contractText, priceHint, rateCopy, samplePlus, stopCopy } from './tool-options';

describe('tool field copy', () => {
  it('labels the conversion rate with its direction and says whether it is needed', () => {
    expect(rateCopy('EUR', 'USDJPY', 'quote')).toEqual({
      label: 'Conversion rate: 1 JPY = ? EUR',
      hint: 'Needed: your account is in EUR, neither USD nor JPY.',
    });
    expect(rateCopy('GBP', 'EURUSD', 'base').label).toBe('Conversion rate: 1 EUR = ? GBP');
    expect(rateCopy('USD', 'EURUSD', 'quote')).toMatchObject({
      label: 'Conversion rate',
      hint: expect.stringMatching(/^Not needed/),
    });
    expect(rateCopy('USD', 'BTCUSD', 'quote').label).toBe('Conversion rate');
    expect(rateCopy('GBP', 'GBPUSD', 'quote').label).toBe('Conversion rate: 1 USD = ? GBP');
  });

  it('names the labelled sample price and moves it by pips in the pair’s decimals', () => {
    expect(priceHint('USDJPY')).toMatch(/Sample price for USD\/JPY: 150.00/);
    expect(samplePlus('EURUSD', 100)).toBe('1.0950');
    expect(samplePlus('USDJPY', -50)).toBe('149.50');
    expect(samplePlus('XXXYYY', 1)).toBeUndefined();
  });

  it('states the contract of a lot, singular for a one-unit contract', () => {
    expect(contractText(knownPair('XAUUSD')!)).toBe('1 lot = 100 oz; a point is 0.01 USD, 1.00 USD a lot.');
    expect(contractText(knownPair('DAX')!)).toBe('1 lot = 1 contract; a point is 1 EUR, 1.00 EUR a lot.');
    expect(contractText(knownPair('BTCUSD')!)).toMatch(/^1 lot = 1 coin;/);
  });

  it('says what a point of gold is beside the stop-loss, where the signal pages count moves of 1.00', () => {
    expect(stopCopy('XAUUSD')).toEqual({
      label: 'Stop-loss (points)',
      hint: 'The distance from entry to stop-loss in points of 0.01: a stop 10.00 below the entry is 1,000 points. The signal pages count XAU/USD in moves of 1.00, so multiply their figure by 100.',
    });
    expect(stopCopy('DAX')).toEqual({ label: 'Stop-loss (points)' });
    expect(stopCopy('EURUSD')).toEqual({ label: 'Stop-loss (pips)' });
  });
});
