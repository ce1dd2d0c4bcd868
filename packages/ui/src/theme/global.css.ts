import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

// A small reset: box sizing, no default margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, iframe', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('input, button, textarea, select', { font: 'inherit' });
globalStyle('a', { color: vars.color.primary });
globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.thick} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.medium,
});
// Respect reduced motion everywhere, including third-party and Radix animations.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
