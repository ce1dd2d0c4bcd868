import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Below the tablet breakpoint rows stack: one block per row, one "label: value" line per cell. */
const stacked = media.belowTablet;

/** The scroll region: on narrow screens the table scrolls sideways inside it, never the page. */
export const region = style({
  maxInlineSize: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  '@media': { [stacked]: { display: 'block' } },
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
  '@media': { [stacked]: { display: 'block' } },
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

/** The column headers: on phones each cell carries its own label, so the header row is kept for screen readers only. */
export const head = style({
  '@media': {
    [stacked]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${table} > tbody, ${table} > tbody > tr`, { '@media': { [stacked]: { display: 'block' } } });
globalStyle(`${table} > tbody > tr`, {
  '@media': {
    [stacked]: {
      paddingBlock: vars.space['2'],
      borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} > tbody > tr > *`, {
  '@media': {
    [stacked]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space['3'],
      paddingBlock: vars.space['1'],
      minInlineSize: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      borderBlockStart: 0,
    },
  },
});
// The row's name heads its block on its own line.
globalStyle(`${table} > tbody > tr > th`, { '@media': { [stacked]: { display: 'block' } } });
// The label is the column header, which screen readers already announce: the empty alternative text hides it.
globalStyle(`${table} > tbody > tr > td::before`, {
  '@media': {
    [stacked]: {
      content: 'attr(data-label) / ""',
      fontWeight: vars.fontWeight.semibold,
      color: vars.color.textMuted,
    },
  },
});
