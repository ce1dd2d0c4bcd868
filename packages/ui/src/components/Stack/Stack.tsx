import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as gapStyles from '../../layout/gap.css';
import * as styles from './Stack.css';

export { gapSizes, type GapSize } from '../../layout/gap.css';
export const stackDirections = ['column', 'row', 'responsive'] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export const stackElements = ['div', 'ul', 'ol', 'nav', 'section', 'header', 'footer'] as const;

export const stackVariants = cva(styles.root, {
  variants: {
    direction: styles.direction,
    gap: gapStyles.gap,
    align: styles.align,
    justify: styles.justify,
    wrap: styles.wrap,
  },
  defaultVariants: { direction: 'column', gap: '4', align: 'stretch', justify: 'start', wrap: false },
});

export type StackVariants = VariantProps<typeof stackVariants>;

export type StackProps = HTMLAttributes<HTMLElement> &
  StackVariants & {
    /** `ul`/`ol` keep list semantics (children should be `li`); bullets and indent are removed. */
    as?: (typeof stackElements)[number];
  };

/** Lays children out in a column or a row with a gap from the space scale: use it instead of ad-hoc margins. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { as: Element = 'div', direction, gap, align, justify, wrap, className, ...rest },
  ref,
) {
  return createElement(Element, {
    ref,
    className: stackVariants({ direction, gap, align, justify, wrap, className }),
    ...rest,
  });
});
