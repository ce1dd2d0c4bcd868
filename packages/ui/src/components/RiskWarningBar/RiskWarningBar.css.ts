import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Its own border and surface so it reads as a warning, not as part of the header (ESMA Q&A on prominence). */
export const root = style({
  borderBlock: `${vars.borderWidth.medium} solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.text,
});

/** Body-size text (never smaller than the page's), kept to a few lines so bar and header stay under 25% of a phone. */
export const text = style({
  maxInlineSize: vars.size.container,
  marginInline: 'auto',
  marginBlock: 0,
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['4'],
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  '@media': {
    [media.tabletUp]: { paddingInline: vars.space['6'], paddingBlock: vars.space['2'] },
  },
});

/** The sentences after the first: hidden on phones, where the first sentence and the link must do. */
export const details = style({
  display: 'none',
  '@media': {
    [media.tabletUp]: { display: 'inline' },
  },
});

export const link = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.medium} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.medium,
    },
  },
});
