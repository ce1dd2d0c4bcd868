import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  '@media': { [media.tabletUp]: { padding: vars.space['10'] } },
});

export const tone = styleVariants({
  default: {
    backgroundColor: vars.color.surfaceRaised,
    borderWidth: vars.borderWidth.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
  },
  muted: { backgroundColor: vars.color.surface },
  inverse: { backgroundColor: vars.color.surfaceInverse, color: vars.color.textInverse },
  plain: { padding: 0, '@media': { [media.tabletUp]: { padding: 0 } } },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center' },
});

export const text = style({ maxWidth: '65ch', fontSize: vars.fontSize.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const actionsAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});
