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

export const phone = {
  lines: style({}),
  flow: style({}),
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
  selectors: { [`${density.compact} &`]: { paddingInline: vars.space['3'] } },
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const cell = style({
  ...cellBase,
  paddingInline: vars.space['4'],
  selectors: {
    [`${density.regular} &`]: { paddingBlock: vars.space['3'] },
    // Narrower gutters too: a long record's ten columns fit a 1280 px screen without scrolling.
    [`${density.compact} &`]: { paddingBlock: vars.space['2'], paddingInline: vars.space['3'] },
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

// phone="flow": a row is a short paragraph, its cells running on with their labels ("Entry 1.08500"), so a
// page of fifty signals is fifty compact rows, not fifty tall cards.
globalStyle(`${phone.flow} > tbody > tr`, {
  '@media': {
    [stacked]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      gap: `${vars.space['1']} ${vars.space['3']}`,
      paddingInline: vars.space['4'],
    },
  },
});
// The cell class is named so this outranks the density's padding (two classes).
globalStyle(`${phone.flow} > tbody > tr > ${cell}`, {
  '@media': {
    [stacked]: { display: 'inline', padding: 0, whiteSpace: 'nowrap' },
  },
});
globalStyle(`${phone.flow} > tbody > tr > td::before`, {
  '@media': { [stacked]: { content: 'attr(data-label) " " / ""', fontWeight: vars.fontWeight.regular } },
});
// A cell that reads without its label ("SELL market", "Closed") drops it in the flow.
globalStyle(`${phone.flow} > tbody > tr > td[data-bare]::before`, { '@media': { [stacked]: { content: 'none' } } });
