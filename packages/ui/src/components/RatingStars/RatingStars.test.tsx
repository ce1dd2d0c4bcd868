import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';
import { filledStars, formatRating, ratingLabel } from './ratingStars';

describe('filledStars', () => {
  it.each([
    [0, 0],
    [4.5, 4],
    [4.9, 4],
    [5, 5],
  ])('fills floor(%s) = %s stars', (rating, expected) => {
    expect(filledStars(rating)).toBe(expected);
  });

  it('clamps out-of-range and non-numeric ratings', () => {
    expect(filledStars(-1)).toBe(0);
    expect(filledStars(7)).toBe(5);
    expect(filledStars(Number.NaN)).toBe(0);
  });
});

describe('ratingLabel', () => {
  it('reads the figure to one decimal without a trailing zero', () => {
    expect(ratingLabel(4.8)).toBe('Rated 4.8 out of 5');
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(formatRating(4.25)).toBe('4.3');
  });
});

describe('RatingStars', () => {
  it('is one image named by the rating, with its stars hidden', () => {
    const { container } = render(<RatingStars rating={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    const stars = container.querySelectorAll('svg');
    expect(stars).toHaveLength(5);
    stars.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'));
    expect(container.querySelectorAll('svg[data-filled="true"]')).toHaveLength(4);
  });
});
