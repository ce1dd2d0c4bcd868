import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the Card surface, with a primary top rule marking it as a scheduled event. */
export const root = style({
  borderBlockStart: `${vars.borderWidth.heavy} solid ${vars.color.primary}`,
  blockSize: '100%',
});

export const when = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const description = style({ color: vars.color.textMuted });

export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space['3'] });
