import type { LinkComponentProps } from '@upm/ui';
import { Link } from 'react-router';

/**
 * React Router's Link behind the ui's router-agnostic `href` API: client-side navigation, and the next
 * page's code prefetched when the visitor shows intent (hover or focus).
 */
export function RouterLink({ href, ref, children, ...rest }: LinkComponentProps) {
  // Off-site and in-page links, and downloads (a calendar file), stay plain anchors: the router has nothing
  // to do with them.
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(href) || rest.download !== undefined) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
