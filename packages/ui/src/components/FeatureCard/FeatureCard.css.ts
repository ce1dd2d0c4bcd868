import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Layout inside the Card surface; fills its grid cell so a row of cards lines up. */
export const root = style({
  gap: vars.space['2'],
  blockSize: '100%',
});

export const toneAccent = style({ borderInlineStart: `${vars.borderWidth.heavy} solid ${vars.color.accent}` });
export const tonePlain = style({});

export const marker = style({
  inlineSize: vars.space['8'],
  blockSize: vars.space['1'],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({ color: vars.color.textMuted });
