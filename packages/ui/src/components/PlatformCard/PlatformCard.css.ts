import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the Card surface: the link sits at the bottom, so cards in a row line up. */
export const root = style({
  gap: vars.space['4'],
  blockSize: '100%',
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** The platform's short name in a square tile, standing in for a logo (no image to load). */
export const mark = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  minInlineSize: vars.space['12'],
  blockSize: vars.space['12'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const developer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({ color: vars.color.textMuted });

export const bestFor = style({ fontSize: vars.fontSize.sm });

export const bestForLabel = style({ fontWeight: vars.fontWeight.semibold });

export const footer = style({ marginBlockStart: 'auto' });
