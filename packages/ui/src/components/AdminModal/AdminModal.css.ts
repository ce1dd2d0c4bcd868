import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

/** Dims the page behind the dialog. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.surfaceInverse,
  opacity: 0.6,
  '@media': { [media.motionSafe]: { animation: `${fadeIn} ${vars.duration.fast} ease-out` } },
});

/** The dialog box: centred, scrolls inside when taller than the viewport. */
export const content = style({
  position: 'fixed',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  inlineSize: `min(calc(100vw - ${vars.space['8']}), ${vars.size.containerNarrow})`,
  maxBlockSize: `calc(100dvh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [media.motionSafe]: { animation: `${rise} ${vars.duration.fast} ease-out` } },
});

/** A narrower box for short confirmations. */
export const contentNarrow = style({
  inlineSize: `min(calc(100vw - ${vars.space['8']}), 28rem)`,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The × in the corner: a 44 px target with a visible focus ring. */
export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.tapTarget,
  blockSize: vars.size.tapTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&:focus-visible': {
      outlineWidth: vars.borderWidth.thick,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
    },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
