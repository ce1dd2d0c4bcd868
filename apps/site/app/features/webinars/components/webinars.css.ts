import { style } from '@vanilla-extract/css';
import { publicForm, publicStack } from '~/platform/forms/public-form.css';
import { vars } from '@upm/ui/theme';
import { bareList } from '~/platform/page-layout.css';

export const list = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  ...bareList,
});

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  blockSize: '100%',
  padding: vars.space['5'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderBlockStart: `${vars.borderWidth.heavy} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const when = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space['3'],
});

export const stack = publicStack;

export const form = publicForm;

export const consent = style({ display: 'grid', gap: vars.space['1'] });

// Said in words beside the label, as the text fields' "(required)" is.
export const required = style({
  marginInlineStart: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.fontSize.sm });
