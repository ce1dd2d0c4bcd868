import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as gapStyles from '../../layout/gap.css';
import * as styles from './Grid.css';

export const gridMinColumnWidths = ['xs', 'sm', 'md', 'lg'] as const;
export const gridAligns = ['stretch', 'start'] as const;
export const gridElements = ['div', 'ul', 'ol', 'section', 'dl'] as const;

export const gridVariants = cva(styles.root, {
  variants: {
    minColumnWidth: styles.minColumnWidth,
    gap: gapStyles.gap,
    align: styles.align,
    /** At most this many columns, so a short list lays out in balanced rows (five cards: 5, 3 + 2, 1). */
    maxColumns: styles.maxColumns,
  },
  defaultVariants: { minColumnWidth: 'md', gap: '6', align: 'stretch' },
});

export type GridVariants = VariantProps<typeof gridVariants>;

export type GridProps = HTMLAttributes<HTMLElement> &
  GridVariants & {
    /** `ul`/`ol` for a list of cards (children `li`, e.g. Card as="li"). */
    as?: (typeof gridElements)[number];
  };

/**
 * A responsive grid: as many equal columns as fit at `minColumnWidth` (12, 16, 20 or 24 rem), one column on
 * phones, no media queries needed.
 */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { as: Element = 'div', minColumnWidth, gap, align, maxColumns, className, ...rest },
  ref,
) {
  return createElement(Element, {
    ref,
    className: gridVariants({ minColumnWidth, gap, align, maxColumns, className }),
    ...rest,
  });
});
