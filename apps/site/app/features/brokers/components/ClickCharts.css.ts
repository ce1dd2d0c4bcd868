import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  marginBlockStart: vars.space['8'],
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'] });
export const periodLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.tapTarget,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&[aria-current="page"]': { color: vars.color.text, textDecoration: 'none' } },
});
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const figure = style({
  margin: 0,
  padding: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const caption = style({ fontWeight: vars.fontWeight.semibold });
export const chart = style({ display: 'block', inlineSize: '100%', blockSize: vars.space['16'] });
export const bar = style({ fill: vars.color.primary });
export const summary = style({
  cursor: 'pointer',
  minBlockSize: vars.size.tapTarget,
  display: 'flex',
  alignItems: 'center',
});
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { paddingInline: vars.space['2'], textAlign: 'start' });
