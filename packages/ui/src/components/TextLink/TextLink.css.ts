import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  // Always underlined: colour alone must not tell a link from text (WCAG 1.4.1).
  textDecorationLine: 'underline',
  textDecorationThickness: '0.0625em',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  transitionProperty: 'color, text-decoration-thickness',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover': { textDecorationThickness: '0.125em' },
  },
});

export const tone = {
  default: style({ color: vars.color.primary, selectors: { '&:hover': { color: vars.color.primaryHover } } }),
  muted: style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } }),
  inherit: style({ color: 'inherit' }),
};

export const weight = {
  regular: style({ fontWeight: 'inherit' }),
  strong: style({ fontWeight: vars.fontWeight.semibold }),
};
