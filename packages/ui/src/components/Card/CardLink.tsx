import { forwardRef } from 'react';
import { TextLink, type TextLinkProps } from '../TextLink';
import * as styles from './Card.css';

export type CardLinkProps = Omit<TextLinkProps, 'weight'>;

/** A card's one link ("Learn more"): strong, an arrow after the label, and a tap target at least 44 px tall. */
export const CardLink = forwardRef<HTMLAnchorElement, CardLinkProps>(function CardLink(
  { className, children, ...rest },
  ref,
) {
  return (
    <TextLink ref={ref} className={className ? `${styles.link} ${className}` : styles.link} weight="strong" {...rest}>
      {children} <span aria-hidden="true">→</span>
    </TextLink>
  );
});
