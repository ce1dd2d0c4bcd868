import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A column of navigation links: the header's dropdowns and the mobile menu. */
export const menuList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One link in such a column: a full-width row with a 44 px target; the current page is marked. */
export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.tapTarget,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.semibold,
      backgroundColor: vars.color.surface,
    },
  },
});
