import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  counterReset: 'step',
});

export const step = style({
  counterIncrement: 'step',
  gap: vars.space['2'],
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    alignSelf: 'start',
    placeItems: 'center',
    inlineSize: vars.size.tapTarget,
    blockSize: vars.size.tapTarget,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
  },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const text = style({ color: vars.color.textMuted });
