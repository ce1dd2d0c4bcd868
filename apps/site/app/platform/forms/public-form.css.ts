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
