// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewAccountSection } from './ReviewAccountSection';

afterEach(cleanup);

const firstLesson = { title: 'What trading is', href: '/education/beginner/intro/lesson' };

describe('the daily review on /account', () => {
  it('counts the cards due today and leads to them', () => {
    render(<ReviewAccountSection data={{ due: 3, lessonsRead: 2, firstLesson }} csrfToken="t" />);
    expect(screen.getByRole('region', { name: 'Daily review' })).toHaveTextContent('3 cards due today.');
    expect(screen.getByRole('link', { name: 'Start today’s review' })).toHaveAttribute('href', '/account/review');
  });

  it('says so when nothing is due, without a link', () => {
    render(<ReviewAccountSection data={{ due: 0, lessonsRead: 2, firstLesson }} csrfToken="t" />);
    expect(screen.getByText('No cards due today: you are up to date.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('does not call a customer who has read nothing up to date: it says why nothing is due and where to start', () => {
    render(<ReviewAccountSection data={{ due: 0, lessonsRead: 0, firstLesson }} csrfToken="t" />);
    expect(screen.queryByText(/up to date/)).toBeNull();
    expect(screen.getByText('The review asks about the lessons you have marked done: none yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start with “What trading is”' })).toHaveAttribute(
      'href',
      '/education/beginner/intro/lesson',
    );
  });
});
