import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const spacer = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '120vh',
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});
