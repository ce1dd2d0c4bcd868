import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { trigger } from '../MobileMenu/MobileMenu.css';

/** The header's menu button, reused: a 44 px square with a border (padded on every side, the icon alone). */
export const root = style([trigger, { paddingBlock: vars.space['2'] }]);

export const pending = style({ visibility: 'hidden' });

export const icon = style({
  inlineSize: '1.25em',
  blockSize: '1.25em',
});
