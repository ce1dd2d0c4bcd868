import { media, vars } from '@upm/ui/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { centredRow, messageBox, raisedSurface, stack, termColumns, wrappingRow } from '~/platform/style-helpers';

export const page = style({
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.modal,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['6'],
  backgroundColor: vars.color.surfaceChrome,
  color: vars.color.textOnChrome,
});

export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const nav = style({ ...wrappingRow(vars.space['4']), alignItems: 'center' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.tapTarget,
  color: vars.color.textOnChrome,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textUnderlineOffset: vars.space['1'] },
  },
});

export const signedInAs = style({ color: vars.color.textOnChrome, fontSize: vars.fontSize.sm });

export const main = style({
  ...stack(vars.space['6']),
  maxInlineSize: vars.size.container,
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['6'],
});

export const narrowMain = style([main, { maxInlineSize: '28rem', paddingBlockStart: vars.space['16'] }]);

export const heading = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const panel = style({ ...stack(vars.space['4']), ...raisedSurface(vars.shadow.md), padding: vars.space['6'] });

export const form = style(stack(vars.space['4']));

export const fieldset = style({
  ...stack(vars.space['4']),
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg, padding: 0 });

export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const fullRow = style({ gridColumn: '1 / -1' });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const alert = styleVariants(
  {
    error: { surface: vars.color.negativeSurface, text: vars.color.negative },
    success: { surface: vars.color.positiveSurface, text: vars.color.positive },
  },
  ({ surface, text }) => ({ ...messageBox(surface), color: text, fontWeight: vars.fontWeight.medium }),
);

export const toolbar = style({
  ...wrappingRow(vars.space['4']),
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const searchForm = style({ ...wrappingRow(vars.space['2']), alignItems: 'flex-end' });

export const counters = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  margin: 0,
});

export const counter = style({
  ...stack(vars.space['1']),
  flexDirection: 'column-reverse',
  ...raisedSurface(vars.shadow.sm),
  padding: vars.space['4'],
});

export const counterValue = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });

export const counterLabel = style({ color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});

export const card = style({
  ...stack(vars.space['3']),
  ...raisedSurface(vars.shadow.sm),
  padding: vars.space['5'],
  blockSize: '100%',
});

export const cardHeader = style(centredRow(vars.space['3']));

export const logo = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  flexShrink: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, flexGrow: 1 });

export const description = style({ color: vars.color.textMuted });

export const facts = style({ ...termColumns('auto', vars.space['3'], vars.space['1']), fontSize: vars.fontSize.sm });
globalStyle(`${facts} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${facts} dd`, { margin: 0 });

export const cardActions = style({ ...wrappingRow(vars.space['2']), marginBlockStart: 'auto' });

export const inlineForm = style({ display: 'contents' });

export const empty = style([panel, { alignItems: 'center', textAlign: 'center' }]);

export const loading = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const modalActions = style({ ...wrappingRow(vars.space['3']), justifyContent: 'flex-end' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space['3'],
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

// A grid item grows to its content's width unless told otherwise: without minInlineSize 0 a wide table widened
// the whole page on a phone instead of scrolling here.
export const tableWrap = style({ overflowX: 'auto', minInlineSize: 0, maxInlineSize: '100%' });

/**
 * A table whose rows stack on phones: one block per row, each cell a "label: value" line from its data-label,
 * so nothing is cut off at 375 px. The header row stays for screen readers only (each of its cells clipped too:
 * a cell keeps its own width inside a clipped row and would reach past the screen's edge).
 */
export const stackedTable = style({});
const phone = media.belowTablet;
globalStyle(`${stackedTable}, ${stackedTable} tbody, ${stackedTable} tr, ${stackedTable} caption`, {
  '@media': { [phone]: { display: 'block' } },
});
globalStyle(`${stackedTable} thead, ${stackedTable} thead th`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      padding: 0,
      border: 0,
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
globalStyle(`${stackedTable} tbody tr`, {
  '@media': {
    [phone]: {
      paddingBlock: vars.space['2'],
      borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${stackedTable} tbody th, ${stackedTable} tbody td`, {
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
      gap: vars.space['3'],
      paddingBlock: vars.space['1'],
      borderBlockEnd: 0,
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${stackedTable} tbody th`, { '@media': { [phone]: { display: 'block' } } });
// The label repeats the column header, which screen readers already announce: the empty alternative hides it.
globalStyle(`${stackedTable} tbody td[data-label]::before`, {
  '@media': {
    [phone]: {
      content: 'attr(data-label) / ""',
      fontWeight: vars.fontWeight.semibold,
      color: vars.color.textMuted,
    },
  },
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], alignItems: 'center' });

/** The unread-messages count beside the Messages link. */
export const countBadge = style({
  marginInlineStart: vars.space['2'],
  minInlineSize: '1.5em',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});

/** Admin second factors: the TOTP QR code (a fixed light background so every app can read it) and the recovery codes. */
export const qrImage = style({
  inlineSize: '12rem',
  blockSize: '12rem',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space['2'],
  fontFamily: vars.font.mono,
  paddingInlineStart: vars.space['6'],
});
