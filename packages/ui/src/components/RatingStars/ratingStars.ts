/** The highest rating, in stars. */
export const MAX_RATING = 5;

/** Clamps a rating to 0..max; anything that is not a finite number counts as 0. */
export function clampRating(rating: number, max = MAX_RATING): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, rating));
}

/** Filled stars for a rating: rounded down, never rounded up (4.9 shows four stars: never more stars than earned). */
export function filledStars(rating: number, max = MAX_RATING): number {
  return Math.floor(clampRating(rating, max));
}

/** The rating as people read it: at most one decimal, no trailing ".0" ("4.8", "5"). */
export function formatRating(rating: number, max = MAX_RATING): string {
  return String(Math.round(clampRating(rating, max) * 10) / 10);
}

/** The accessible name of a rating: "Rated 4.8 out of 5". */
export function ratingLabel(rating: number, max = MAX_RATING): string {
  return `Rated ${formatRating(rating, max)} out of ${max}`;
}
