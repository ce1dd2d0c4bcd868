import { media, vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, pageStack, pageTitle, surfaceBox, wrappingRow } from '~/platform/page-layout.css';
import { centredRow, stack } from '~/platform/style-helpers';

export const page = pageStack;
export const title = pageTitle;

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: vars.size.containerNarrow });

/** The advertising disclosure (a warning Notice), in small print beside the intro. */
export const disclosure = style({ fontSize: vars.fontSize.sm });

export const filters = style({ ...stack(vars.space['4']), margin: 0, padding: vars.space['4'], ...surfaceBox });

/** Closed on phones; from a tablet up the summary hides and the content shows whether or not it is open. */
export const filtersDisclosure = style({});
globalStyle(`${filtersDisclosure}:not([open])::details-content`, {
  '@media': { [media.tabletUp]: { contentVisibility: 'visible', display: 'block' } },
});

export const filtersSummary = style({
  ...centredRow(vars.space['3']),
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['4'],
  ...surfaceBox,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': { [media.tabletUp]: { display: 'none' } },
  selectors: { [`${filtersDisclosure}[open] > &`]: { marginBlockEnd: vars.space['3'] } },
});

export const activeCount = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
});

export const legend = style({
  paddingInline: vars.space['1'],
  fontWeight: vars.fontWeight.semibold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['4'],
});

export const formActions = style({ ...wrappingRow, gap: vars.space['4'] });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.tapTarget,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.medium,
    },
  },
});

export const status = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space['6'],
  ...bareList,
});

/*
 * The cards start below the fold on a phone: the browser may skip laying them out until they come near the
 * viewport, so the first layout (which the page's largest text waits for) covers the hero and the filters only
 * (so that text paints sooner). `auto` keeps each card's measured height once it has been rendered; the placeholder is at least a card's height.
 */
globalStyle(`${grid} > li`, {
  contentVisibility: 'auto',
  // The cards are tall (cost, risk statement, compare): a placeholder shorter than the card let its
  // skipped content overlap what follows the list (axe's target-size saw 'Compare selected' over a card's button).
  containIntrinsicSize: 'auto 60rem',
  '@media': { 'screen and (min-width: 48rem)': { containIntrinsicSize: 'auto 48rem' } },
});

export const empty = style({
  ...stack(vars.space['2']),
  alignItems: 'flex-start',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  textAlign: 'start',
});

export const emptyHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });

/** Dims the previous results while new ones load, so the list does not look current. */
export const stale = style({ opacity: 0.6 });

/** The computed rating's parts under a card: secondary to the figures above it. */
export const ratingWorking = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A card's own page link and its compare checkbox, on one line when they fit. */
export const cardFooter = style({ ...wrappingRow, justifyContent: 'space-between', gap: vars.space['3'] });

/** A compare checkbox (a packages/ui Choice): as tall as a tap target, its words centred on the box. */
export const compareLabel = style({
  minBlockSize: vars.size.tapTarget,
  alignItems: 'center',
  fontWeight: vars.fontWeight.medium,
});

export const compareForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const compareHint = style({ margin: 0, color: vars.color.textMuted });

export const bestLists = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const bestListLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A fact's term and value inside a two-column dl (a div is valid there, and groups them for screen readers). */
export const factRow = style({ display: 'contents' });
