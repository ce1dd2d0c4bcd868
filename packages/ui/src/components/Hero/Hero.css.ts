import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  paddingBlock: `clamp(${vars.space['10']}, 6vw, ${vars.space['16']})`,
});

/** Side padding and maximum width come from Container, so the hero lines up with the sections below. */
export const inner = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
});

/** Without an aside the copy keeps the container's left edge, aligned with the sections below. */
export const innerSingle = style({ gridTemplateColumns: '1fr' });

export const copy = style({ display: 'grid', gap: vars.space['5'], alignContent: 'start' });

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const titleCompact = style({ fontSize: vars.fontSize['3xl'] });

export const lead = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
  maxInlineSize: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const aside = style({ minInlineSize: 0 });
