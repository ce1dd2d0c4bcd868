import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const message = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** Reserved one button-row tall, so the buttons arriving with the scripts move nothing. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  minBlockSize: vars.size.tapTarget,
});

export const linksRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'] });

export const linksLabel = style({ color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  columnGap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Inline links with room around them: at least 24 px targets (WCAG 2.2, 2.5.8). */
export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space['1'],
  color: vars.color.primary,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `${vars.borderWidth.medium} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
