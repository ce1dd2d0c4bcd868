import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], margin: 0 });

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
});

export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Stretched to the row's width: the day's 1440 minutes map onto it whatever the screen.
export const bar = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: vars.space['4'],
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
});

export const track = style({ fill: vars.color.surface, stroke: vars.color.border });

export const span = style({ fill: vars.color.primary });

export const now = style({ stroke: vars.color.negative, strokeWidth: vars.borderWidth.thick });

export const axis = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
