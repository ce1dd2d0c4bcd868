import { describe, expect, it } from 'vitest';
import { priceHint, rateCopy, samplePlus } from './tool-options';

describe('tool field copy', () => {
  it('labels the conversion rate with its direction and says whether it is needed', () => {
    expect(rateCopy('EUR', 'USDJPY', 'quote')).toEqual({
      label: 'Conversion rate: 1 JPY = ? EUR',
      hint: 'Needed: your account is in EUR, neither USD nor JPY.',
    });
    expect(rateCopy('GBP', 'EURUSD', 'base').label).toBe('Conversion rate: 1 EUR = ? GBP');
    expect(rateCopy('USD', 'EURUSD', 'quote').hint).toMatch(/^Not needed/);
  });

  it('names the labelled sample price and moves it by pips in the pair’s decimals', () => {
    expect(priceHint('USDJPY')).toMatch(/Sample price for USD\/JPY: 150.00/);
    expect(samplePlus('EURUSD', 100)).toBe('1.0950');
    expect(samplePlus('USDJPY', -50)).toBe('149.50');
    expect(samplePlus('XXXYYY', 1)).toBeUndefined();
  });
});
