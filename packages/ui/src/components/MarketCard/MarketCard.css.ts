import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** What the Card surface lacks: a box for the stretched link, equal heights in a row, and a hover state. */
export const root = style({
  position: 'relative',
  blockSize: '100%',
  transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    // The whole card reacts when its one link is hovered or focused (the link stretches over it).
    '&:hover, &:focus-within': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
  },
});

/** The title keeps the text colour: the stretched link over the card must not tint it. */
export const title = style({ color: vars.color.text });

export const summary = style({ color: vars.color.textMuted });

export const footer = style({ marginBlockStart: 'auto' });

/** The card's one link; its ::after covers the card so the whole card is a tap target. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.tapTarget,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  },
});
