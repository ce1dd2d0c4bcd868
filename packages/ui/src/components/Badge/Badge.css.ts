import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['0'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

// Each pair meets 4.5:1 in both themes; the text, never the colour alone, carries the meaning.
export const tone = styleVariants({
  neutral: { backgroundColor: vars.color.surface, color: vars.color.textMuted, borderColor: vars.color.border },
  info: { backgroundColor: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary },
  positive: {
    backgroundColor: vars.color.positiveSurface,
    color: vars.color.positive,
    borderColor: vars.color.positive,
  },
  negative: {
    backgroundColor: vars.color.negativeSurface,
    color: vars.color.negative,
    borderColor: vars.color.negative,
  },
  warning: { backgroundColor: vars.color.warningSurface, color: vars.color.warning, borderColor: vars.color.warning },
});
