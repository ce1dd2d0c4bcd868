import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const prompt = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, margin: 0 });

export const options = style({ margin: 0, paddingInlineStart: vars.space['6'], display: 'grid', gap: vars.space['2'] });

export const answer = style({
  display: 'grid',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['4'],
  borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const grades = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const gradeButton = style({ display: 'grid', justifyItems: 'center', lineHeight: vars.lineHeight.tight });

export const gradeWhen = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], alignItems: 'center' });

export const outcome = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const question = style({ display: 'grid', gap: vars.space['4'] });
