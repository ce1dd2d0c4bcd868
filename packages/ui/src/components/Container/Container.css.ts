import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [media.tabletUp]: { paddingInline: vars.space['6'] },
    [media.desktopUp]: { paddingInline: vars.space['8'] },
  },
});

export const width = styleVariants({
  default: { maxWidth: vars.size.container },
  narrow: { maxWidth: vars.size.containerNarrow },
  full: { maxWidth: 'none' },
});
