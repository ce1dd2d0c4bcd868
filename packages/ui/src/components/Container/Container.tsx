import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Container.css';

export const containerWidths = ['default', 'narrow', 'full'] as const;
export const containerElements = ['div', 'main', 'header', 'footer', 'article'] as const;

export const containerVariants = cva(styles.root, {
  variants: { width: styles.width },
  defaultVariants: { width: 'default' },
});

export type ContainerVariants = VariantProps<typeof containerVariants>;

export type ContainerProps = HTMLAttributes<HTMLElement> &
  ContainerVariants & {
    as?: (typeof containerElements)[number];
  };

/** Centres page content at a readable maximum width, with side padding that grows with the screen. */
export const Container = forwardRef<HTMLElement, ContainerProps>(function Container(
  { as: Element = 'div', width, className, ...rest },
  ref,
) {
  return createElement(Element, { ref, className: containerVariants({ width, className }), ...rest });
});
