import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxInlineSize: vars.size.containerNarrow,
  marginInline: 'auto',
  paddingBlock: vars.space['10'],
  paddingInline: vars.space['4'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const error = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.negative}`,
  backgroundColor: vars.color.negativeSurface,
  color: vars.color.text,
});

export const signedIn = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.positive}`,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.text,
});
