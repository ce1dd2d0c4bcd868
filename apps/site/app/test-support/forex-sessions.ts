import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The forex sessions table, shown on the market page and the course page alike, gives each session's GMT hours. */
export function expectForexSessionHours(): void {
  const sessions = screen.getByRole('table', { name: /Forex trading sessions/ });
  for (const [session, opens, closes] of [
    ['Sydney', '22:00', '07:00'],
    ['Tokyo', '00:00', '09:00'],
    ['London', '08:00', '17:00'],
    ['New York', '13:00', '22:00'],
  ] as const) {
    const row = within(sessions).getByRole('row', { name: new RegExp(`^${session}`) });
    const cells = within(row).getAllByRole('cell');
    expect([cells[1]?.textContent, cells[2]?.textContent], session).toEqual([opens, closes]);
  }
}
