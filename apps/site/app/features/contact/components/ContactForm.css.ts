import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxInlineSize: vars.size.containerNarrow,
});

/** The honeypot: off-screen for sighted users, skipped by screen readers (aria-hidden container). */
export const status = style({
  margin: 0,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
