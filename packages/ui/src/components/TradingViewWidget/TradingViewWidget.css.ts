import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['2'],
  minInlineSize: 0,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/**
 * The reserved box: exactly the widget's configured height, clipped, so neither the placeholder nor the
 * iframe (nor TradingView's own attribution line) can change the page's layout.
 */
export const box = style({
  position: 'relative',
  overflow: 'hidden',
  contain: 'strict',
  inlineSize: '100%',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** Height variants: the two widget heights (charts 300 px; market overview and calendar 500 px). */
export const height = {
  300: style({ blockSize: vars.size.widgetChartHeight }),
  500: style({ blockSize: vars.size.widgetPanelHeight }),
};

/** Server-rendered text everyone sees until (or unless) the widget paints over it. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const placeholderTitle = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

/** The widget layer sits over the placeholder; TradingView's opaque iframe hides it once it has painted. */
export const widget = style({
  position: 'absolute',
  inset: 0,
  selectors: {
    '&:empty': { display: 'none' },
  },
});
