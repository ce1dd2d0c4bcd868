import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;
export const headingAligns = ['start', 'center'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** The size a level gets when no `size` is given. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: '4xl',
  2: '3xl',
  3: '2xl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

export const headingVariants = cva(styles.root, {
  variants: { size: styles.size, align: styles.align },
  defaultVariants: { align: 'start' },
});

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> &
  Omit<VariantProps<typeof headingVariants>, 'size'> & {
    /** The document outline level (h1-h6). */
    level: HeadingLevel;
    /** The visual size, independent of the level; defaults to the level's size. */
    size?: HeadingSize;
  };

/** A heading whose outline level and visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, align, className, ...rest },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={headingVariants({ size: size ?? defaultHeadingSize[level], align, className })}
      {...rest}
    />
  );
});
