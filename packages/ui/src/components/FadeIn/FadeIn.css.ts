import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Consecutive elements start 0.1 s apart. */
export const STAGGER_SECONDS = 0.1;
/** Stagger steps with a class each (no inline styles); larger indexes share the last step. */
export const MAX_STAGGER_INDEX = 10;

/**
 * Nothing here hides content by default: the server HTML and a page without JavaScript show everything.
 * Only `data-state="hidden"`, set after hydration on elements below the fold, hides — and only when the
 * visitor accepts motion.
 */
export const root = style({
  '@media': {
    [media.motionSafe]: {
      selectors: {
        '&[data-state="hidden"]': {
          opacity: 0,
          transform: `translateY(${vars.space['6']})`,
        },
        '&[data-state="shown"]': {
          opacity: 1,
          transform: 'none',
          transitionProperty: 'opacity, transform',
          transitionDuration: vars.duration.slow,
          transitionTimingFunction: 'ease-out',
        },
      },
    },
  },
});

export const delay = styleVariants(
  Object.fromEntries(
    Array.from({ length: MAX_STAGGER_INDEX + 1 }, (_, index) => [
      index,
      { transitionDelay: `${(index * STAGGER_SECONDS).toFixed(1)}s` },
    ]),
  ) as Record<number, { transitionDelay: string }>,
);
