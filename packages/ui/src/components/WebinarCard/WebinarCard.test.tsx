import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WebinarCard } from './WebinarCard';

describe('WebinarCard', () => {
  it('gives the start a machine-readable <time> and names the card by its title', () => {
    render(
      <WebinarCard
        title="Risk Management Masterclass"
        startsAt="2025-11-05T19:00:00Z"
        startsAtLabel="Wednesday, 5 November 2025, 19:00 GMT"
        description="Position sizing."
        registerHref="#"
      />,
    );
    expect(screen.getByRole('article', { name: 'Risk Management Masterclass' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday, 5 November 2025, 19:00 GMT')).toHaveAttribute(
      'datetime',
      '2025-11-05T19:00:00Z',
    );
  });

  it('makes each Register Now link unique to screen readers with the webinar title', () => {
    render(
      <WebinarCard
        title="Forex Fundamentals"
        startsAt="2025-10-30T15:00:00Z"
        startsAtLabel="Thursday, 30 October 2025, 15:00 GMT"
        description="Pairs and pips."
        registerHref="#"
      />,
    );
    const link = screen.getByRole('link', { name: /^Register Now\s+for Forex Fundamentals$/ });
    expect(link).toHaveAttribute('href', '#');
  });
});
