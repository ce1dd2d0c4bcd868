import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * A 36 px strip. TradingView sizes its tape at 44-72 px by itself; the fixed box with hidden
 * overflow clips it so the page never shifts when the widget arrives.
 */
export const root = style({
  position: 'relative',
  blockSize: vars.size.tickerHeight,
  overflow: 'hidden',
  backgroundColor: vars.color.ticker,
  color: vars.color.tickerText,
  contain: 'strict',
  inlineSize: '100%',
});

/**
 * Symbol names rendered on the server: what everyone sees until (or unless) the widget loads. On a phone the
 * ten do not fit, so the strip scrolls sideways (its links are focusable, so keyboards reach every one).
 */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  blockSize: '100%',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  paddingInline: vars.space['4'],
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const staticLabel = style({ flexShrink: 0, fontWeight: vars.fontWeight.bold });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  blockSize: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const symbol = style({
  flexShrink: 0,
});

/** The strip's full height is the target (36 px, above WCAG 2.2's 24 px). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: vars.size.tickerHeight,
  color: 'inherit',
  textDecoration: 'underline',
  textDecorationColor: 'currentColor',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.medium} solid currentColor`, outlineOffset: '-3px' },
  },
});

/** The widget layer sits over the strip; its opaque iframe hides the strip once it has painted. */
export const widget = style({
  position: 'absolute',
  inset: 0,
  selectors: {
    // An empty layer must not catch clicks meant for nothing, nor hide the strip.
    '&:empty': { display: 'none' },
  },
});
