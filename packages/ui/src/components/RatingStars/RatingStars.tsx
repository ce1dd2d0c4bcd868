import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './RatingStars.css';
import { MAX_RATING, filledStars, formatRating, ratingLabel } from './ratingStars';

export const ratingStarsSizes = ['sm', 'md', 'lg'] as const;

export const ratingStarsVariants = cva(styles.root, {
  variants: { size: styles.size },
  defaultVariants: { size: 'md' },
});

export type RatingStarsProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  VariantProps<typeof ratingStarsVariants> & {
    /** 0 to 5; stars are filled up to the rating rounded down. */
    rating: number;
    /** Also shows the figure ("4.8") next to the stars. */
    showValue?: boolean;
    /** The accessible name; defaults to "Rated 4.8 out of 5". */
    label?: string;
  };

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/** Five stars, filled up to floor(rating); one accessible name for the whole, the stars themselves hidden. */
export const RatingStars = forwardRef<HTMLSpanElement, RatingStarsProps>(function RatingStars(
  { rating, showValue = false, label, size, className, ...rest },
  ref,
) {
  const filled = filledStars(rating);
  return (
    <span
      ref={ref}
      role="img"
      aria-label={label ?? ratingLabel(rating)}
      className={ratingStarsVariants({ size, className })}
      {...rest}
    >
      <span className={styles.stars}>
        {Array.from({ length: MAX_RATING }, (_, index) => {
          const isFilled = index < filled;
          return (
            <svg
              key={index}
              className={`${styles.star} ${isFilled ? styles.filled : styles.empty}`}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              data-filled={isFilled}
            >
              <path
                d={STAR_PATH}
                fill={isFilled ? 'currentColor' : 'none'}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          );
        })}
      </span>
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {formatRating(rating)}
        </span>
      )}
    </span>
  );
});
