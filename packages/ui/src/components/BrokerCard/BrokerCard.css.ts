import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the Card surface: a column whose actions sit at the bottom of equal-height cards. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  blockSize: '100%',
  overflowWrap: 'anywhere',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
});

export const logo = style({
  flexShrink: 0,
  inlineSize: vars.space['16'],
  blockSize: vars.space['16'],
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

/** Stands in for a missing logo: the broker's initial on a tinted square (decorative). */
export const logoFallback = style([
  logo,
  {
    display: 'grid',
    placeItems: 'center',
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.primary,
  },
]);

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minInlineSize: 0,
});

/** The broker's name (a CardTitle) in the heading font. */
export const name = style({ margin: 0, fontFamily: vars.font.heading });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

/** A lead fact's term and value, laid out in the list's two columns (a div is valid inside dl). */
export const factRow = style({ display: 'contents' });

/** The risk statement under the buttons: body size, not small print (a warning must be as readable as the offer). */
export const riskWarning = style({
  margin: 0,
  paddingBlockStart: vars.space['2'],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['2'],
});

export const referral = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
});
