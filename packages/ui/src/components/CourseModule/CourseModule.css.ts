import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  blockSize: '100%',
  alignContent: 'start',
});

export const tone = {
  default: style({}),
  highlighted: style({ borderInlineStart: `${vars.borderWidth.heavy} solid ${vars.color.primary}` }),
};

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const eyebrow = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  marginBlockEnd: vars.space['1'],
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

/** The duration tag keeps to one line beside the title. */
export const duration = style({ flexShrink: 0, whiteSpace: 'nowrap' });

export const summary = style({ color: vars.color.textMuted });

export const lessons = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['5'],
  color: vars.color.text,
});

/** A lesson's note ("Coming") sits after its title, on the same line when it fits. */
export const note = style({ display: 'inline-block', marginInlineStart: vars.space['1'], verticalAlign: 'baseline' });
