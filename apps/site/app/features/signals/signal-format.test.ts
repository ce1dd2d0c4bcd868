import { describe, expect, it } from 'vitest';
import { formatAtOffset, formatGmt, formatGmtDate } from './signal-format';

describe('signal times', () => {
  it('writes GMT and a visitor offset in one shape, so a date reads alike before and after hydration', () => {
    expect(formatGmt('2026-11-25T14:05:00.000Z')).toBe('25 Nov 2026 14:05 GMT');
    expect(formatAtOffset('2026-11-25T14:05:00.000Z', 60)).toBe('25 Nov 2026 15:05 GMT+1');
    expect(formatAtOffset('2026-11-25T14:05:00.000Z', 330)).toBe('25 Nov 2026 19:35 GMT+5:30');
    // West of GMT the date can fall on the day before.
    expect(formatAtOffset('2026-11-25T02:05:00.000Z', -300)).toBe('24 Nov 2026 21:05 GMT\u22125');
  });

  it('gives the GMT date alone for chart axes', () => {
    expect(formatGmtDate('2026-12-31T23:59:00.000Z')).toBe('31 Dec 2026');
  });
});
