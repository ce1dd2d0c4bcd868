import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the elevated Card surface; narrow enough to read as a ticket. */
export const root = style({
  gap: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  maxInlineSize: '28rem',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const eyebrow = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** The pair (a CardTitle): figures of equal width, so prices line up. */
export const pair = style({ fontVariantNumeric: 'tabular-nums' });

/** The action badge: the word BUY or SELL and an arrow, so colour is never the only cue (WCAG 1.4.1). */
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.medium} solid currentColor`,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
});
export const actionBuy = style({ color: vars.color.positive, backgroundColor: vars.color.positiveSurface });
export const actionSell = style({ color: vars.color.negative, backgroundColor: vars.color.negativeSurface });

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const level = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const levelLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const levelValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const riskNote = style({
  paddingBlockStart: vars.space['3'],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
