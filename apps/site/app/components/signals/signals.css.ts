import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';

export const stack = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const periods = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const period = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const figureList = style({ display: 'grid', gap: vars.space['1'], margin: 0 });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const figure = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const disclaimer = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const curve = style({ inlineSize: '100%', blockSize: 'auto', maxInlineSize: '48rem' });

export const curveLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2 });

export const curveZero = style({ stroke: vars.color.borderStrong, strokeDasharray: '4 4' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-end',
});

export const timeline = style({ display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['6'] });

export const demoNotice = style({ margin: `${vars.space['4']} auto 0`, maxWidth: '72rem', width: 'calc(100% - 2rem)' });
