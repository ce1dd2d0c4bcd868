import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

/** Off-screen until focused, then pinned to the top-left corner above the ticker and the header. */
export const root = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  insetBlockStart: vars.space['2'],
  zIndex: vars.zIndex.modal,
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus, &:focus-visible': { transform: 'none' },
  },
  '@media': {
    [media.motionSafe]: { transition: `transform ${vars.duration.fast} ease-out` },
  },
});
