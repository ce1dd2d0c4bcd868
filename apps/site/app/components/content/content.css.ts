import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';

/** A section's heading and lead keep a readable measure. */
export const sectionHeader = style({ maxInlineSize: '48rem' });

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const prose = style({
  display: 'grid',
  gap: vars.space['4'],
  maxInlineSize: '48rem',
  lineHeight: vars.lineHeight.relaxed,
});

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['6'] });

/** A titled point inside its Card: the term above its explanation. */
export const point = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const pointText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });
