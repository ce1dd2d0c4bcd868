import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'positive', 'negative', 'warning'] as const;

export const badgeVariants = cva(styles.root, {
  variants: { tone: styles.tone },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = VariantProps<typeof badgeVariants>;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & BadgeVariants;

/** A short status or label ("Active", "Inactive", "Ad"): its words carry the meaning, the tone only supports it. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge({ tone, className, ...rest }, ref) {
  return <span ref={ref} className={badgeVariants({ tone, className })} {...rest} />;
});
