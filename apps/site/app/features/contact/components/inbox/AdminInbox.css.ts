import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';
import { messageBox, stack, wrappingRow } from '~/platform/style-helpers';

export const page = style(stack(vars.space['6']));

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
});

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  ...stack(vars.space['4']),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  ...stack(vars.space['2']),
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const unread = style({
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.primary}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const subject = style({
  ...wrappingRow(vars.space['2']),
  alignItems: 'center',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const delivery = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style(wrappingRow(vars.space['2']));

export const error = style({
  ...messageBox(vars.color.negativeSurface),
  margin: 0,
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.negative}`,
});

export const empty = style({ margin: 0, padding: vars.space['6'], textAlign: 'center', color: vars.color.textMuted });
