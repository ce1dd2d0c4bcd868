import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The scroll region: on narrow screens the table scrolls sideways inside it, never the page. */
export const region = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const density = {
  regular: style({}),
  compact: style({}),
};

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

const cellBase = {
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
} as const;

export const headerCell = style({
  ...cellBase,
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  ...cellBase,
  paddingInline: vars.space['4'],
  selectors: {
    [`${density.regular} &`]: { paddingBlock: vars.space['3'] },
    [`${density.compact} &`]: { paddingBlock: vars.space['2'] },
  },
});

export const rowHeader = style({ fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

/** Numbers and times line up when they share a column. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Long text columns keep a readable measure; on narrow screens the region scrolls instead of squeezing them. */
export const proseCell = style({ minInlineSize: '16rem' });
