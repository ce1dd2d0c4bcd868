import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The main landmark takes focus from the skip link (tabIndex -1); it is a target, not a control. */
export const main = style({
  display: 'block',
  minBlockSize: '60vh',
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

/**
 * The risk warning bar and the header stick together (the header's own `sticky` then has nowhere to move):
 * in the flow, so nothing shifts and nothing is covered; the ticker above scrolls away.
 */
export const stickyTop = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
});

// Anchored targets land below the bar and the header (the bar is up to four lines on a phone, two on a desktop).
globalStyle('html', {
  scrollPaddingTop: `calc(${vars.size.headerHeight} + 7rem)`,
  '@media': { 'screen and (min-width: 64em)': { scrollPaddingTop: `calc(${vars.size.headerHeight} + 5rem)` } },
});
