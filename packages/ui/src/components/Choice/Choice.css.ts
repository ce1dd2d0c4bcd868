import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The whole row is the label, so a click anywhere on the words ticks the box. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['3'],
  alignItems: 'start',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

// A 24px target (WCAG 2.5.8) whose middle lines up with the first line of the words beside it.
export const control = style({
  inlineSize: vars.space['6'],
  blockSize: vars.space['6'],
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
});
