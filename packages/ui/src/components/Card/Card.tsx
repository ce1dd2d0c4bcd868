import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Card.css';

export const cardTones = ['default', 'muted', 'elevated', 'inverse'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElements = ['div', 'article', 'section', 'aside', 'li'] as const;

export const cardVariants = cva(styles.root, {
  variants: { tone: styles.tone, padding: styles.padding },
  defaultVariants: { tone: 'default', padding: 'md' },
});

export type CardVariants = VariantProps<typeof cardVariants>;

export type CardProps = HTMLAttributes<HTMLElement> &
  CardVariants & {
    /** The element to render; `article` for a self-contained item, `li` inside a list (Grid as="ul"). */
    as?: (typeof cardElements)[number];
  };

/** A surface grouping related content: a tone, a padding, and the element that fits the content. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  { as: Element = 'div', tone, padding, className, ...rest },
  ref,
) {
  return createElement(Element, { ref, className: cardVariants({ tone, padding, className }), ...rest });
});
