// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewAccountSection } from './ReviewAccountSection';

afterEach(cleanup);

describe('the daily review on /account', () => {
  it('counts the cards due today and leads to them', () => {
    render(<ReviewAccountSection data={{ due: 3 }} csrfToken="t" />);
    expect(screen.getByRole('region', { name: 'Daily review' })).toHaveTextContent('3 cards due today.');
    expect(screen.getByRole('link', { name: 'Start today’s review' })).toHaveAttribute('href', '/account/review');
  });

  it('says so when nothing is due, without a link', () => {
    render(<ReviewAccountSection data={{ due: 0 }} csrfToken="t" />);
    expect(screen.getByText('No cards due today: you are up to date.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
