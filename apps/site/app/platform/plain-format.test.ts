import { describe, expect, it } from 'vitest';
import { groupedNumber, longDateUtc, usDollars } from './plain-format';

// Values where hand-written rounding goes wrong: halves, binary fractions, carries, tiny and huge numbers.
const samples = [
  0,
  1,
  5,
  9.5,
  10,
  0.5,
  0.05,
  0.005,
  1.005,
  1.0049,
  1.015,
  2.675,
  8,
  8.125,
  0.1 + 0.2,
  999.9995,
  999.995,
  9999.99999,
  1234.5,
  12345.678,
  100000,
  1234567.891,
  0.000001234,
  1e-7,
  5e-7,
  123456789012345,
  1e21,
  2.5e21,
  0.0001,
  0.00015,
  0.99999,
  99.5,
  4.35,
  1.45,
  1.55,
  10.255,
  1 / 3,
  2 / 3,
  Number.MAX_SAFE_INTEGER,
];

describe('groupedNumber', () => {
  it('writes what Intl.NumberFormat en-US writes, for every decimals setting', () => {
    for (const value of samples) {
      for (const [min, max] of [
        [0, 0],
        [0, 2],
        [2, 2],
        [0, 3],
        [1, 1],
        [4, 4],
        [0, 5],
      ] as const) {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
        expect(groupedNumber(value, { min, max }), `${value} ${min}-${max}`).toBe(intl.format(value));
        expect(groupedNumber(-value, { min, max }), `-${value} ${min}-${max}`).toBe(intl.format(-value));
      }
    }
  });

  it('defaults to Intl default of at most three decimals', () => {
    expect(groupedNumber(1234.56789)).toBe(new Intl.NumberFormat('en-US').format(1234.56789));
    expect(groupedNumber(100000)).toBe('100,000');
  });
});

describe('usDollars', () => {
  it('writes the en-US USD currency format', () => {
    for (const value of samples) {
      const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
      const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
      expect(usDollars(value)).toBe(cents.format(value));
      expect(usDollars(-value)).toBe(cents.format(-value));
      expect(usDollars(value, 0)).toBe(whole.format(value));
    }
  });
});

describe('longDateUtc', () => {
  it('writes an en-GB long date in UTC', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const iso of [
      '2026-09-30T00:00:00Z',
      '2025-01-01T23:59:59Z',
      '2024-02-29T12:00:00Z',
      '1999-12-31T00:00:00Z',
    ]) {
      expect(longDateUtc(Date.parse(iso))).toBe(format.format(Date.parse(iso)));
    }
  });
});
