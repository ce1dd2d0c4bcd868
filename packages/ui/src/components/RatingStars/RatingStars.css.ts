import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  lineHeight: vars.lineHeight.tight,
});

export const stars = style({ display: 'inline-flex', gap: vars.space['0'] });

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.lg },
  lg: { fontSize: vars.fontSize['2xl'] },
});

export const star = style({ width: '1em', height: '1em', flexShrink: 0 });

// Filled and empty stars differ in shape (solid vs outline), not only in colour.
export const filled = style({ color: vars.color.star });
export const empty = style({ color: vars.color.starEmpty });

export const value = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, color: 'inherit' });
