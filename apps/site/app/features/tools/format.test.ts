import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatSigned } from './format';

describe('how the tools write numbers', () => {
  it('groups thousands and keeps exactly the decimals asked, whatever the locale', () => {
    expect(formatNumber(20000, 0)).toBe('20,000');
    expect(formatNumber(0.2, 2)).toBe('0.20');
    expect(formatNumber(-1000, 2)).toBe('\u22121,000.00');
  });

  it('writes money with its currency symbol and a true minus sign', () => {
    expect(formatMoney(6.666, 'USD')).toBe('$6.67');
    expect(formatMoney(-1000, 'EUR')).toBe('\u2212€1,000.00');
    expect(formatMoney(600000, 'JPY')).toBe('¥600,000.00');
    expect(formatMoney(10, 'CHF')).toBe('CHF 10.00');
  });

  it('signs pips, and never writes −0.0', () => {
    expect(formatSigned(100, 1)).toBe('+100.0');
    expect(formatSigned(-100, 1)).toBe('\u2212100.0');
    expect(formatSigned(-0.01, 1)).toBe('0.0');
  });
});
