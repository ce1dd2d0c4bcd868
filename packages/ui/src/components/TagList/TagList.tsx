import { cva, cx, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './TagList.css';

export const tagTones = ['surface', 'raised'] as const;
export const tagSizes = ['sm', 'xs'] as const;
export const tagWeights = ['inherit', 'medium', 'semibold'] as const;

/** Class names for the tag look: the items of a TagList, or a single tag such as a duration. */
export const tagVariants = cva(styles.tag, {
  variants: {
    tone: styles.tone,
    size: styles.size,
    weight: { inherit: '', ...styles.weight },
  },
  defaultVariants: { tone: 'surface', size: 'sm', weight: 'medium' },
});

export type TagVariants = VariantProps<typeof tagVariants>;

export type TagListProps = Omit<ComponentPropsWithoutRef<'ul'>, 'children'> &
  TagVariants & {
    /** Short facts, one tag each ("Open 24/7", "5 modules"). */
    tags: readonly string[];
    /** Names the list for screen readers ("Forex at a glance"). */
    'aria-label': string;
  };

/** Short facts as a list of tags; renders nothing when there are none. */
export const TagList = forwardRef<HTMLUListElement, TagListProps>(function TagList(
  { tags, tone, size, weight, className, ...rest },
  ref,
) {
  if (tags.length === 0) return null;
  return (
    <ul ref={ref} className={cx(styles.list, className)} {...rest}>
      {tags.map((tag, index) => (
        <li key={`${index}-${tag}`} className={tagVariants({ tone, size, weight })}>
          {tag}
        </li>
      ))}
    </ul>
  );
});
