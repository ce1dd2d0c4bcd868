import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The width of one directory column, so stories show the card as the page lays it out. */
export const frame = style({
  maxInlineSize: '24rem',
  padding: vars.space['4'],
});
