import { describe, expect, it } from 'vitest';
import { formatGmt, formatLocal, gmtFields } from './webinar-time';

describe('webinar times', () => {
  it('writes the start in GMT as the original site did', () => {
    expect(formatGmt('2025-10-30T15:00:00Z')).toBe('Thursday, 30 October 2025, 15:00 GMT');
    expect(gmtFields('2025-11-05T19:00:00.000Z')).toEqual({ startDate: '2025-11-05', startTime: '19:00' });
  });

  it("adds the visitor's own time and zone, with the day when it differs", () => {
    expect(formatLocal('2025-10-30T15:00:00Z', 'Europe/Paris')).toBe('16:00 your time, CET');
    expect(formatLocal('2025-11-05T19:00:00Z', 'Asia/Tokyo')).toBe('Thursday, 6 November, 04:00 your time, GMT+9');
  });
});
