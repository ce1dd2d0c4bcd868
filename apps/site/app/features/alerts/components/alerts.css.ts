import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';
import { publicForm, publicFormStatus, publicStack } from '~/platform/forms/public-form.css';
import { bareList } from '~/platform/page-layout.css';

export const form = publicForm;

export const stack = publicStack;

export const fieldset = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ paddingInline: vars.space['1'], fontWeight: vars.fontWeight.semibold });

export const choices = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  ...bareList,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.negative, fontSize: vars.fontSize.sm });

export const status = publicFormStatus;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });
