import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Story-only layout: a wrapping row of examples. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

/** Story-only: the inverse surface the inverse button is made for. */
export const inverseGround = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
});

/** Story-only: the chrome band (the admin header) the chrome button is made for. */
export const chromeGround = style({
  backgroundColor: vars.color.surfaceChrome,
  color: vars.color.textOnChrome,
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
});
