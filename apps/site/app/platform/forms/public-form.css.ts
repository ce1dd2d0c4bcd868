import { vars } from '@upm/ui/theme';
import { style } from '@vanilla-extract/css';

/** Wholly off to the left: not shown, yet filled in by a bot that fills every input. */
export const trap = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
});

/** A public form (contact, webinar registration): its fields in one narrow column. */
export const publicForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  maxInlineSize: vars.size.containerNarrow,
});

/** A public page's blocks (the form, its lead, its answer) in one column. */
export const publicStack = style({ display: 'grid', gap: vars.space['4'], maxInlineSize: '40rem' });

/** The form's success line, announced politely; hidden while empty. */
export const publicFormStatus = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:empty': { display: 'none' } },
});
