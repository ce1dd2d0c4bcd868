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
