import { forwardRef } from 'react';
import { BaseLink, type LinkComponentProps } from '../LinkComponentProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import { buttonVariants, type ButtonVariants } from './Button';

export type ButtonLinkProps = Omit<LinkComponentProps, 'ref'> &
  ButtonVariants & {
    /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells screen-reader users so. */
    external?: boolean;
    /** Announced after the text of an external link. */
    newTabLabel?: string;
  };

/** A link that looks like a button (navigation, not an action), rendered through the link component in scope. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, external = false, newTabLabel = '(opens in a new tab)', className, children, ...rest },
  ref,
) {
  return (
    <BaseLink
      ref={ref}
      className={buttonVariants({ variant, size, fullWidth, className })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {external && <VisuallyHidden> {newTabLabel}</VisuallyHidden>}
    </BaseLink>
  );
});
