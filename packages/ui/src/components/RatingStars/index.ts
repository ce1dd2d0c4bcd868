export { RatingStars, ratingStarsSizes, ratingStarsVariants, type RatingStarsProps } from './RatingStars';
export { MAX_RATING, clampRating, filledStars, formatRating, ratingLabel } from './ratingStars';
