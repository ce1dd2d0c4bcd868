import { vars } from '@upm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingBlock: vars.space['10'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: vars.size.containerNarrow });

/** The advertising disclosure (a warning Notice), in small print beside the intro. */
export const disclosure = style({ fontSize: vars.fontSize.sm });

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
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

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
});

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
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/*
 * The cards start below the fold on a phone: the browser may skip laying them out until they come near the
 * viewport, so the first layout (which the page's largest text waits for) covers the hero and the filters only
 * (issue 20). `auto` keeps each card's measured height once it has been rendered; 30rem is a card's usual one.
 */
globalStyle(`${grid} > li`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 30rem' });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} dashed ${vars.color.borderStrong}`,
  textAlign: 'start',
});

export const emptyHeading = style({ margin: 0, fontSize: vars.fontSize.xl });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });

/** Dims the previous results while new ones load, so the list does not look current. */
export const stale = style({ opacity: 0.6 });
