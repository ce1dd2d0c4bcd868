import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Cancel first (it gets the initial focus: the safe choice), the confirming action after it. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});
