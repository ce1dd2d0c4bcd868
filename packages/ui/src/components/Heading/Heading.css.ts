import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: 'inherit',
  // Long words (a broker's name, a ticker list) wrap instead of overflowing on small screens.
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

export const size = styleVariants({
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
  xl: { fontSize: vars.fontSize.xl },
  '2xl': { fontSize: vars.fontSize['2xl'] },
  '3xl': { fontSize: vars.fontSize['3xl'] },
  '4xl': { fontSize: vars.fontSize['4xl'] },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
});
