import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

// The field fits beside the full navigation only from 100em; below that the bar holds a link to /search, whose
// page has the same form, so every width has a way to search.
const wide = 'screen and (min-width: 100em)';
const folded = 'screen and (max-width: 99.99em)';

export const form = style({
  display: 'none',
  '@media': { [wide]: { display: 'flex', alignItems: 'center' } },
});

export const input = style({
  inlineSize: '9rem',
  blockSize: '2.25rem',
  paddingInline: vars.space['2'],
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderInlineEnd: 'none',
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.25rem',
  border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
  borderStartEndRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const link = style({
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  color: vars.color.text,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
  display: 'none',
  '@media': { [folded]: { display: 'inline-flex' } },
});

export const hidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
