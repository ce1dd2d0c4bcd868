import { style } from '@vanilla-extract/css';

/** The main landmark takes focus from the skip link (tabIndex -1); it is a target, not a control. */
export const main = style({
  display: 'block',
  minBlockSize: '60vh',
  selectors: {
    '&:focus': { outline: 'none' },
  },
});
