import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../theme/media';

export const root = style({
  display: 'flex',
  minWidth: 0,
  // Lists used as stacks keep their semantics but lose the bullets and indent.
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
  // A column on phones, a row from tablet width: button groups, media objects.
  responsive: { flexDirection: 'column', '@media': { [media.tabletUp]: { flexDirection: 'row' } } },
});

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = styleVariants({
  true: { flexWrap: 'wrap' },
  false: { flexWrap: 'nowrap' },
});
