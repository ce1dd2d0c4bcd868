import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['4'],
  borderWidth: vars.borderWidth.medium,
  borderStyle: 'solid',
  borderColor: vars.color.warning,
  // A heavier leading edge so the box reads as a warning, not as one more card.
  borderInlineStartWidth: `calc(${vars.borderWidth.thick} * 2)`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSurface,
  color: vars.color.text,
  // Regulatory text is never smaller than body text.
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const icon = style({ width: '1.5em', height: '1.5em', flexShrink: 0, color: vars.color.warning });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });
