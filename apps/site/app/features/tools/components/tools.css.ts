import { style } from '@vanilla-extract/css';
import { media, vars } from '@upm/ui/theme';

/** The form beside its result on wide screens, above it on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space['5'] });

export const fields = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.columnXs}), 1fr))`,
});

export const formula = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingInlineStart: vars.space['6'],
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const guide = style({ display: 'grid', gap: vars.space['3'], maxInlineSize: '48rem' });

/** A form's button and the link beside it. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['5'] });
