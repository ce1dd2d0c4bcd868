import { style } from '@vanilla-extract/css';
import { vars } from '@upm/ui/theme';

/** A checkbox beside its label, the box large enough to hit (WCAG 2.5.8). */
export const checkRow = style({ display: 'flex', gap: vars.space['3'], alignItems: 'center' });
export const checkbox = style({ inlineSize: vars.space['6'], blockSize: vars.space['6'], margin: 0, flexShrink: 0 });
