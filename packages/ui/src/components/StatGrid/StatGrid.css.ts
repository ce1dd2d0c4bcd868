import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.columnXs}), 1fr))`,
  gap: vars.space['6'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  textAlign: 'center',
});

export const value = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({ fontSize: vars.fontSize.md });

// Value and label colours per tone: the brand colour on page grounds; the surface's own text on inverse.
export const valueTone = styleVariants({
  default: { color: vars.color.primary },
  inverse: { color: 'inherit' },
});

export const labelTone = styleVariants({
  default: { color: vars.color.textMuted },
  inverse: { color: 'inherit' },
});
