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
    expect(contractText(knownPair('XAUUSD')!)).toBe('1 lot = 100 oz; a point is 1 USD, 100.00 USD a lot.');
    expect(contractText(knownPair('DAX')!)).toBe('1 lot = 1 contract; a point is 1 EUR, 1.00 EUR a lot.');
    expect(contractText(knownPair('BTCUSD')!)).toMatch(/^1 lot = 1 coin;/);
  });

  it('labels the stop-loss in the instrument’s pips or points, with no conversion from the signal pages’ unit', () => {
    expect(stopCopy('XAUUSD')).toEqual({ label: 'Stop-loss (points)' });
    expect(stopCopy('DAX')).toEqual({ label: 'Stop-loss (points)' });
    expect(stopCopy('EURUSD')).toEqual({ label: 'Stop-loss (pips)' });
  });
});
