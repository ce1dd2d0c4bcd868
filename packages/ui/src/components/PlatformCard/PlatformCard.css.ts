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

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const developer = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const summary = style({ color: vars.color.textMuted });

export const bestFor = style({ fontSize: vars.fontSize.sm });

export const bestForLabel = style({ fontWeight: vars.fontWeight.semibold });

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const highlight = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const footer = style({ marginBlockStart: 'auto' });

/** The card's one link (TextLink); a tap target at least 44 px tall. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.tapTarget,
});
