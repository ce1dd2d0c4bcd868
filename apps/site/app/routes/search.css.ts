import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['3'],
});

export const field = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
});

export const result = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const resultTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});

export const snippet = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${snippet} mark`, {
  backgroundColor: vars.color.warningSurface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: '2px',
  paddingInline: '1px',
});

export const url = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const suggestions = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  display: 'grid',
  gap: vars.space['2'],
});
