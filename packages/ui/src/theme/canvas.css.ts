import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Paints the theme's page colours on an element: for a themed island whose page ground is not themed (Storybook docs). */
export const themeCanvas = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  padding: vars.space['4'],
});
