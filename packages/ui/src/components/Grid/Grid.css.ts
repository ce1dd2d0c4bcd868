import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The most columns a row may have (five market cards otherwise sat 4 + 1 at 1280 px); unset, no limit. */
const maxColumnCount = createVar();

// As many columns as fit at the minimum width; `min(100%, …)` keeps one column from overflowing a narrow phone.
// With a column cap, a column is also at least 1/n of the row (less the gaps, counted generously at 2 rem), so
// no more than n fit: five cards stand 5 across on a desktop, 3 + 2 on a tablet and 1 per row on a phone.
const columns = (minWidth: string) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(max(min(100%, ${minWidth}), (100% - (${fallbackVar(maxColumnCount, '1000')} - 1) * ${vars.space['8']}) / ${fallbackVar(maxColumnCount, '1000')}), 1fr))`,
});

export const maxColumns = styleVariants({
  '3': { vars: { [maxColumnCount]: '3' } },
  '4': { vars: { [maxColumnCount]: '4' } },
  '5': { vars: { [maxColumnCount]: '5' } },
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
