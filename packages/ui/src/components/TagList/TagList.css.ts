import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The list: tags side by side, wrapping, without bullets. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One tag: a pill with a hairline border. */
export const tag = style({
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const tone = styleVariants({
  /** On a raised card: a step down to the page surface. */
  surface: { backgroundColor: vars.color.surface },
  /** On a muted or surface background: a step up. */
  raised: { backgroundColor: vars.color.surfaceRaised },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  xs: { fontSize: vars.fontSize.xs },
});

export const weight = styleVariants({
  medium: { fontWeight: vars.fontWeight.medium },
  semibold: { fontWeight: vars.fontWeight.semibold },
});
