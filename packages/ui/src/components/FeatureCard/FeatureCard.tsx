import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Card } from '../Card';
import * as styles from './FeatureCard.css';

export const featureCardTones = ['plain', 'accent'] as const;

export const featureCard = cva(styles.root, {
  variants: { tone: { plain: styles.tonePlain, accent: styles.toneAccent } },
  defaultVariants: { tone: 'plain' },
});
export type FeatureCardVariants = VariantProps<typeof featureCard>;

export interface FeatureCardProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'>, FeatureCardVariants {
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A titled point: a feature, a value, a rule. Not interactive. */
export const FeatureCard = forwardRef<HTMLElement, FeatureCardProps>(function FeatureCard(
  { title, headingLevel = 3, tone, className, children, ...rest },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card ref={ref} padding="md" className={featureCard({ tone, className })} {...rest}>
      <span className={styles.marker} aria-hidden="true" />
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.body}>{typeof children === 'string' ? <p>{children}</p> : children}</div>
    </Card>
  );
});
