import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.columnXs}), 1fr))`,
  gap: vars.space['4'],
  margin: 0,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.semibold });

// The answer the visitor came for stands out; the figures around it explain it.
export const emphasis = styleVariants({
  primary: { fontSize: vars.fontSize['3xl'], color: vars.color.primary, lineHeight: vars.lineHeight.tight },
  secondary: { fontSize: vars.fontSize.lg },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// The live region has no gap of its own: a warning keeps its distance from the figures below it.
export const warning = style({ margin: 0, marginBlockEnd: vars.space['4'] });

export const invalid = style({ margin: 0, color: vars.color.negative, fontWeight: vars.fontWeight.medium });
