import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import * as styles from './WidgetNotice.css';

/** A symbol of a widget that could not show, as a link to the page about its market. */
export interface WidgetNoticeLink {
  label: string;
  href: string;
}

export interface WidgetNoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** One short sentence or two: why there is no live widget here. */
  message: ReactNode;
  /** Buttons (load now, always load), or a note that replaces them without scripts. */
  actions?: ReactNode;
  /** The widgets' symbols as text links. */
  links?: readonly WidgetNoticeLink[];
  /** Names the list of links ("Markets on this page"). */
  linksLabel?: string;
}

/**
 * The compact stand-in for a section's third-party widgets (before consent, or when they fail): one notice instead of one
 * empty box per chart, so a page without live data is short and still useful.
 */
export const WidgetNotice = forwardRef<HTMLDivElement, WidgetNoticeProps>(function WidgetNotice(
  { message, actions, links = [], linksLabel = 'Markets on this page', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <p className={styles.message}>{message}</p>
      {actions !== undefined ? <div className={styles.actions}>{actions}</div> : null}
      {links.length > 0 ? (
        <div className={styles.linksRow}>
          <span className={styles.linksLabel}>{linksLabel}:</span>
          <ul className={styles.links} aria-label={linksLabel}>
            {links.map((link) => (
              <li key={link.label}>
                <BaseLink href={link.href} className={styles.link}>
                  {link.label}
                </BaseLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
});
