import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A tinted box with a thick leading edge: the edge and the words carry the meaning, the tint only supports it. */
export const root = style({
  borderRadius: vars.radius.md,
  borderInlineStartWidth: vars.borderWidth.thick,
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
});

// The text stays vars.color.text on every tint; the story tests check its contrast with axe in both themes.
export const tone = styleVariants({
  positive: { borderInlineStartColor: vars.color.positive, backgroundColor: vars.color.positiveSurface },
  negative: { borderInlineStartColor: vars.color.negative, backgroundColor: vars.color.negativeSurface },
  warning: { borderInlineStartColor: vars.color.warning, backgroundColor: vars.color.warningSurface },
});

export const padding = styleVariants({
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['4'] },
});
