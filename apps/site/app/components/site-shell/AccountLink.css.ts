import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

/** A 44 px target that fits beside the colour toggle and the menu button on a 375 px phone. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '44px',
  paddingInline: vars.space['2'],
  maxInlineSize: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
});
