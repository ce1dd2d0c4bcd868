import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({});

export const spacing = styleVariants({
  none: { paddingBlock: 0 },
  sm: {
    paddingBlock: vars.space['8'],
    '@media': { [media.desktopUp]: { paddingBlock: vars.space['10'] } },
  },
  md: {
    paddingBlock: vars.space['12'],
    '@media': { [media.desktopUp]: { paddingBlock: vars.space['16'] } },
  },
  lg: {
    paddingBlock: vars.space['16'],
    '@media': { [media.desktopUp]: { paddingBlock: `calc(${vars.space['16']} * 1.5)` } },
  },
});

export const tone = styleVariants({
  default: { backgroundColor: vars.color.background, color: vars.color.text },
  muted: { backgroundColor: vars.color.surface, color: vars.color.text },
  inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
});

// Plain links on the inverse surface take its text colour: the theme's link blue is made for light grounds
// (and the dark theme's for dark ones) and would fail contrast here. Styled links choose their own tone.
globalStyle(`${tone.inverse} a:not([class])`, { color: 'inherit' });
