import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Spec §2/§9: a 36 px strip. TradingView sizes its tape at 44-72 px by itself; the fixed box with hidden
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

/** Symbol names rendered on the server: what everyone sees until (or unless) the widget loads. */
export const strip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  blockSize: '100%',
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space['4'],
  listStyle: 'none',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const symbol = style({
  flexShrink: 0,
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
