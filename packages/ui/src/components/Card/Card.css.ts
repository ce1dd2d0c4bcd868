import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
});

export const tone = styleVariants({
  default: { backgroundColor: vars.color.surfaceRaised, borderColor: vars.color.border, boxShadow: vars.shadow.sm },
  muted: { backgroundColor: vars.color.surface, borderColor: vars.color.border },
  elevated: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
  inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space['4'] },
  md: { padding: vars.space['6'] },
  lg: { padding: vars.space['8'] },
});

/** CardTitle: the bold, tight heading every card opens with. */
export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const titleSize = styleVariants({
  xl: { fontSize: vars.fontSize.xl },
  '2xl': { fontSize: vars.fontSize['2xl'] },
});

/** CardLink: a link with an arrow after it, and a tap target at least 44 px tall. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minBlockSize: vars.size.tapTarget,
});
