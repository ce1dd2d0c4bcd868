import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A 44 px target that fits beside the colour toggle and the menu button on a 375 px phone, and beside the full
 * navigation from 1280 px: a long account name is cut with an ellipsis (the whole name is its title).
 */
export const link = style({
  // A block, not a flex box: text-overflow draws its ellipsis only on a block's own text.
  display: 'inline-block',
  lineHeight: '44px',
  minBlockSize: '44px',
  paddingInline: vars.space['2'],
  maxInlineSize: '8rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  '@media': { 'screen and (max-width: 29.99em)': { maxInlineSize: '6rem' } },
});
