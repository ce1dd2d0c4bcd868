import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// As many columns as fit at the minimum width; `min(100%, …)` keeps one column from overflowing a narrow phone.
const columns = (minWidth: string) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`,
});

export const minColumnWidth = styleVariants({
  xs: columns(vars.size.columnXs),
  sm: columns(vars.size.columnSm),
  md: columns(vars.size.columnMd),
  lg: columns(vars.size.columnLg),
});

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
});
