import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  backgroundColor: vars.color.surfaceChrome,
  color: vars.color.textOnChrome,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const inner = style({
  display: 'grid',
  gap: vars.space['8'],
  // The container width plus its gutters, so the bar lines up with page sections (they pad outside it).
  maxInlineSize: `calc(${vars.size.container} + 2 * ${vars.space['4']})`,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['12'],
});

export const top = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [media.desktopUp]: { gridTemplateColumns: 'minmax(14rem, 1.2fr) 4fr' },
  },
});

export const brand = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
});

export const brandName = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const groups = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const groupTitle = style({
  marginBlockEnd: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // WCAG 2.5.8: 24 px targets at least; with a pointer the list stays dense, on touch screens each link gets 44 px.
  minBlockSize: `calc(${vars.size.tapTarget} * 0.6)`,
  '@media': { [media.touch]: { minBlockSize: vars.size.tapTarget } },
  color: vars.color.textOnChrome,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { textDecoration: 'underline', fontWeight: vars.fontWeight.semibold },
    '&:focus-visible': { outlineColor: vars.color.accent },
  },
});

export const bottomLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const risk = style({
  paddingBlockStart: vars.space['6'],
  borderBlockStart: `${vars.borderWidth.thin} solid color-mix(in srgb, ${vars.color.textOnChrome} 25%, transparent)`,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

/** Links inside the legal line (the contact e-mail) read in the footer's own colour, underlined. */
globalStyle(`${bottom} a`, { color: 'inherit', textDecoration: 'underline' });
// On touch screens an inline link in that line is a 44 px target too (the site's touch-target size): the line grows around it.
globalStyle(`${bottom} p a`, {
  '@media': {
    [media.touch]: {
      display: 'inline-flex',
      alignItems: 'center',
      minBlockSize: vars.size.tapTarget,
      overflowWrap: 'anywhere',
    },
  },
});
