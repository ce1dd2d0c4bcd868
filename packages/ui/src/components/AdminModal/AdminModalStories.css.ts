import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const input = style({
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['3'],
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['3'] });
