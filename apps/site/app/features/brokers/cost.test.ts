import { describe, expect, it } from 'vitest';
import { costPerLot, costWorking, formatUsd } from './cost';

describe('cost per standard lot on EUR/USD', () => {
  it('is the spread in pips times $10 plus the round-turn commission', () => {
    expect(costPerLot(0.8, 0)).toBe(8);
    expect(costPerLot(0.1, 7)).toBe(8);
    expect(costPerLot(1.3, 0)).toBe(13);
    expect(costPerLot(0, 3.5)).toBe(3.5);
  });

  it('keeps cents exact where floating point would not (0.7 × 10 + 0.1)', () => {
    expect(costPerLot(0.7, 0.1)).toBe(7.1);
    expect(costPerLot(0.15, 6.1)).toBe(7.6);
  });

  it('is not stated when the spread is not stated; a missing commission counts as none', () => {
    expect(costPerLot(null, 7)).toBeNull();
    expect(costPerLot(0.9, null)).toBe(9);
  });

  it('writes the working out step by step, so a reader can check it', () => {
    expect(costWorking(0.8, 0)).toBe('0.8 pips × $10 + $0 = $8.00');
    expect(costWorking(0.1, 7)).toBe('0.1 pips × $10 + $7 = $8.00');
    expect(costWorking(1, 2.5)).toBe('1 pip × $10 + $2.5 = $12.50');
    expect(costWorking(null, 0)).toBeNull();
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
