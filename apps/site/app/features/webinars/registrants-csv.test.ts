import { describe, expect, it } from 'vitest';
import { registrantsCsv } from './registrants-csv';

describe('registrants CSV', () => {
  it('writes one CRLF record per registrant, quoting commas and quotes and defusing formulas', () => {
    const csv = registrantsCsv([
      {
        id: '1',
        webinarId: 'w',
        name: 'Sam "The Trader", Jr',
        email: 'sam@example.com',
        createdAt: '2026-11-25T12:00:00.000Z',
      },
      {
        id: '2',
        webinarId: 'w',
        name: '=HYPERLINK("x")',
        email: 'eve@example.com',
        createdAt: '2026-11-25T12:01:00.000Z',
      },
    ]);
    expect(csv).toBe(
      'name,email,registered_at\r\n' +
        '"Sam ""The Trader"", Jr",sam@example.com,2026-11-25T12:00:00.000Z\r\n' +
        '"\'=HYPERLINK(""x"")",eve@example.com,2026-11-25T12:01:00.000Z\r\n',
    );
  });
});
