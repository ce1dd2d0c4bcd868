import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** The id of the main landmark, with its hash. */
  href?: string;
}

/**
 * The first focusable element of every page: jumps past the ticker and the navigation (WCAG 2.4.1).
 * A plain anchor on purpose: an in-page hash needs no router, and it works before hydration.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { href = '#main', className, children = 'Skip to main content', ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      {children}
    </a>
  );
});
