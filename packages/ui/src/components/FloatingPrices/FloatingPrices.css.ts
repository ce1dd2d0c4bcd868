import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/media';

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-8px)' },
});

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  userSelect: 'none',
});

export const chip = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  // Motion only when the visitor allows it; the chips are static otherwise.
  '@media': {
    [media.motionSafe]: { animation: `${float} 6s ease-in-out infinite` },
  },
});

/** Each chip floats out of step with its neighbours. */
export const delay = styleVariants({
  '0': { animationDelay: '0s' },
  '1': { animationDelay: '-1.5s' },
  '2': { animationDelay: '-3s' },
  '3': { animationDelay: '-4.5s' },
});

export const symbol = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const price = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const change = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const up = style({ color: vars.color.positive });
export const down = style({ color: vars.color.negative });

export const caption = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});
