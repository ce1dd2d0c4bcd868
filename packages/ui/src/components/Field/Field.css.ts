import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space['2'],
});

// Said in words, not by colour or an asterisk alone.
export const required = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.negative,
});

export const errorIcon = style({ width: '1.25em', height: '1.25em', flexShrink: 0 });

/** The look shared by input, textarea and select. */
export const control = style({
  width: '100%',
  minHeight: vars.size.tapTarget,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderWidth: vars.borderWidth.thin,
  borderStyle: 'solid',
  // borderStrong meets 3:1 against the page in both themes (WCAG 1.4.11).
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': {
      outlineWidth: vars.borderWidth.thick,
      outlineStyle: 'solid',
      outlineColor: vars.color.focusRing,
      outlineOffset: vars.borderWidth.thin,
    },
    // Invalid: a thicker border as well as the colour, so it shows without colour vision.
    '&[aria-invalid="true"]': {
      borderColor: vars.color.negative,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.negative}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surface,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
    },
  },
});

export const textarea = style({ minHeight: `calc(${vars.size.tapTarget} * 3)`, resize: 'vertical' });

export const select = style({ cursor: 'pointer', paddingInlineEnd: vars.space['8'] });
