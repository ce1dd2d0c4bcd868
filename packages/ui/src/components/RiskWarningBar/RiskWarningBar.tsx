import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import * as styles from './RiskWarningBar.css';

export interface RiskWarningBarProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The label read first and used as the region's name ("Risk warning"). */
  label?: string;
  /** The first sentence: the whole bar on narrow screens. */
  summary: string;
  /** The rest of the warning, shown from tablet width up (ESMA allows the short form for space-limited media). */
  details?: string;
  /** Where the full warning lives (/risk-warning). */
  href: string;
  linkLabel?: string;
}

/**
 * The regulatory risk warning as a bar for the top of every page: its own border, text at body size, and a link
 * to the full page. It is in the page's flow (the site makes it sticky together with the header), so it never
 * covers content and never shifts it.
 */
export const RiskWarningBar = forwardRef<HTMLElement, RiskWarningBarProps>(function RiskWarningBar(
  { label = 'Risk warning', summary, details, href, linkLabel = 'Full risk warning', className, ...rest },
  ref,
) {
  return (
    <section
      ref={ref}
      // A named region: a landmark of its own at the top of every page, outside the header's banner.
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      {...rest}
    >
      <p className={styles.text}>
        <strong>{label}:</strong> {summary}
        {details ? <span className={styles.details}> {details}</span> : null}{' '}
        <BaseLink href={href} className={styles.link}>
          {linkLabel}
        </BaseLink>
      </p>
    </section>
  );
});
