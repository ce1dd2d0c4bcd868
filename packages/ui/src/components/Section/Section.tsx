import { cva, type VariantProps } from 'class-variance-authority';
import { createElement, forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Section.css';

export const sectionTones = ['default', 'muted', 'inverse'] as const;
export const sectionSpacings = ['none', 'sm', 'md', 'lg'] as const;
export const sectionElements = ['section', 'div', 'aside'] as const;

export const sectionVariants = cva(styles.root, {
  variants: { tone: styles.tone, spacing: styles.spacing },
  defaultVariants: { tone: 'default', spacing: 'md' },
});

export type SectionVariants = VariantProps<typeof sectionVariants>;

export type SectionProps = HTMLAttributes<HTMLElement> &
  SectionVariants & {
    /** `section` by default; with `aria-labelledby` (the id of its heading) it becomes a named region. */
    as?: (typeof sectionElements)[number];
  };

/**
 * A full-width band of the page with vertical rhythm and a tone. Put a Container inside for the width;
 * on `tone="inverse"` use Button variant="inverse" and TextLink tone="inherit".
 */
export const Section = forwardRef<HTMLElement, SectionProps>(function Section(
  { as: Element = 'section', tone, spacing, className, ...rest },
  ref,
) {
  return createElement(Element, { ref, className: sectionVariants({ tone, spacing, className }), ...rest });
});
