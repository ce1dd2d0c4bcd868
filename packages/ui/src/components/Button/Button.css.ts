import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  // WCAG 2.5.8 asks 24 px; every button, the small one included, gives a 44 px target.
  minHeight: vars.size.tapTarget,
  minWidth: vars.size.tapTarget,
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'normal',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:focus-visible': {
      outlineWidth: vars.borderWidth.thick,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.medium,
    },
    // Links styled as buttons cannot be `disabled`; aria-disabled gets the same look.
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      opacity: 0.55,
      boxShadow: 'none',
    },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

const enabled = ':not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.primaryHover } },
  },
  secondary: {
    backgroundColor: vars.color.accent,
    color: vars.color.accentText,
    selectors: { [`&:hover${enabled}`]: { boxShadow: vars.shadow.md, borderColor: vars.color.accentText } },
  },
  outline: {
    backgroundColor: 'transparent',
    borderColor: vars.color.primary,
    color: vars.color.primary,
    selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.surface } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: { [`&:hover${enabled}`]: { backgroundColor: vars.color.surface } },
  },
  danger: {
    backgroundColor: vars.color.negative,
    color: vars.color.textInverse,
    selectors: { [`&:hover${enabled}`]: { boxShadow: vars.shadow.md, textDecoration: 'underline' } },
  },
  // For inverse surfaces (Section tone="inverse"): the page colours flipped back.
  inverse: {
    backgroundColor: vars.color.textInverse,
    color: vars.color.surfaceInverse,
    selectors: {
      [`&:hover${enabled}`]: { textDecoration: 'underline', boxShadow: vars.shadow.md },
      // The usual ring colour can vanish on the inverse surface; the inverse text colour never does.
      '&:focus-visible': { outlineColor: vars.color.textInverse },
    },
  },
  // For the chrome bands (the admin header), dark in both schemes: their own text colour as the button.
  chrome: {
    backgroundColor: vars.color.textOnChrome,
    color: vars.color.surfaceChrome,
    selectors: {
      [`&:hover${enabled}`]: { textDecoration: 'underline', boxShadow: vars.shadow.md },
      '&:focus-visible': { outlineColor: vars.color.textOnChrome },
    },
  },
});

export const size = styleVariants({
  sm: { paddingBlock: vars.space['2'], paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { paddingBlock: vars.space['2'], paddingInline: vars.space['5'], fontSize: vars.fontSize.md },
  lg: { paddingBlock: vars.space['3'], paddingInline: vars.space['6'], fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const spinner = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  '@media': {
    // Reduced motion: the ring stays still; aria-busy and the label still say it is working.
    [media.motionSafe]: { animation: `${spin} ${vars.duration.slow} linear infinite` },
  },
});
