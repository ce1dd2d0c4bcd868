import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Container } from '../Container';
import * as styles from './Hero.css';

export const heroSizes = ['page', 'home'] as const;

export const heroTitle = cva(styles.title, {
  variants: { size: { home: undefined, page: styles.titleCompact } },
  defaultVariants: { size: 'page' },
});
export type HeroVariants = VariantProps<typeof heroTitle>;

export interface HeroProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'>, HeroVariants {
  /** The page's h1. */
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Calls to action, e.g. ButtonLinks. */
  actions?: ReactNode;
  /** Content beside the copy on wide screens (decoration, a card). */
  aside?: ReactNode;
}

/**
 * The top of a page: eyebrow, h1, lead and actions. Rendered on the server and never faded in,
 * since it holds the Largest Contentful Paint.
 */
export const Hero = forwardRef<HTMLElement, HeroProps>(function Hero(
  { title, eyebrow, lead, actions, aside, size, className, ...rest },
  ref,
) {
  return (
    <section ref={ref} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <Container className={aside ? styles.inner : `${styles.inner} ${styles.innerSingle}`}>
        <div className={styles.copy}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={heroTitle({ size })}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </Container>
    </section>
  );
});
