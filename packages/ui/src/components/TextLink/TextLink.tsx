import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef } from 'react';
import { BaseLink, type LinkComponentProps } from '../LinkComponentProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './TextLink.css';

export const textLinkTones = ['default', 'muted', 'inherit'] as const;
export const textLinkWeights = ['regular', 'strong'] as const;

export const textLinkVariants = cva(styles.root, {
  variants: {
    tone: styles.tone,
    weight: styles.weight,
  },
  defaultVariants: { tone: 'default', weight: 'regular' },
});

export type TextLinkVariants = VariantProps<typeof textLinkVariants>;

export type TextLinkProps = Omit<LinkComponentProps, 'ref'> &
  TextLinkVariants & {
    /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and tells screen-reader users so. */
    external?: boolean;
    /** Announced after the text of an external link. */
    newTabLabel?: string;
  };

/** An inline text link, rendered through the link component in scope (router-agnostic). */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(
  { tone, weight, external = false, newTabLabel = '(opens in a new tab)', className, children, ...rest },
  ref,
) {
  return (
    <BaseLink
      ref={ref}
      className={textLinkVariants({ tone, weight, className })}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {external && <VisuallyHidden> {newTabLabel}</VisuallyHidden>}
    </BaseLink>
  );
});
