import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Looks like the header's menu button: a 44 px square with a border. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.tapTarget,
  minBlockSize: vars.size.tapTarget,
  padding: vars.space['2'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
  },
});

export const pending = style({ visibility: 'hidden' });

export const icon = style({
  inlineSize: '1.25em',
  blockSize: '1.25em',
});
