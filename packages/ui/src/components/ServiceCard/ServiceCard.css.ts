import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the Card surface: the link sits at the bottom, so cards in a row line up. */
export const root = style({
  gap: vars.space['4'],
  blockSize: '100%',
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const description = style({ color: vars.color.textMuted });

export const highlights = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
});

export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space['2'] });
