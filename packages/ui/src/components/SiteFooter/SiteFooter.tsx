import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import { isCurrentPage, type SiteNavLink } from '../SiteHeader/siteNavigation';
import * as styles from './SiteFooter.css';

/** A titled column of footer links. */
export interface SiteFooterGroup {
  title: string;
  links: readonly SiteNavLink[];
}

export interface SiteFooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  brandName: string;
  /** One line under the brand name saying what the site is. */
  tagline?: ReactNode;
  groups: readonly SiteFooterGroup[];
  /** Slot for the risk warning, supplied by the site's content. */
  riskWarning?: ReactNode;
  /** The current year, passed in (the site bakes it in at build) so server and browser render the same. */
  copyrightYear: number;
  /** Who runs the site (company name, address, number), shown above the copyright line. */
  legalLine?: ReactNode;
  currentPath?: string;
  /** Accessible name of the footer's navigation landmark. */
  navLabel?: string;
  /** Links beside the copyright line, outside the groups (the customer sign-in). */
  bottomLinks?: readonly SiteNavLink[];
}

/** The site footer: brand line, link groups, the risk warning and the copyright line. */
export const SiteFooter = forwardRef<HTMLElement, SiteFooterProps>(function SiteFooter(
  {
    brandName,
    tagline,
    groups,
    riskWarning,
    copyrightYear,
    legalLine,
    currentPath,
    navLabel = 'Footer',
    bottomLinks = [],
    className,
    ...rest
  },
  ref,
) {
  return (
    <footer ref={ref} className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{brandName}</p>
            {tagline && <p>{tagline}</p>}
          </div>
          <nav aria-label={navLabel} className={styles.groups}>
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className={styles.groupTitle}>{group.title}</h2>
                <ul className={styles.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <FooterLink link={link} currentPath={currentPath} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        {riskWarning && <div className={styles.risk}>{riskWarning}</div>}
        <div className={styles.bottom}>
          {legalLine && <p>{legalLine}</p>}
          <p>
            © {copyrightYear} {brandName}. All rights reserved.
          </p>
          {bottomLinks.length > 0 && (
            <ul className={styles.bottomLinks}>
              {bottomLinks.map((link) => (
                <li key={link.href}>
                  <FooterLink link={link} currentPath={currentPath} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
});

/** One footer link, marked as the current page where it is. */
function FooterLink({ link, currentPath }: { link: SiteNavLink; currentPath: string | undefined }) {
  return (
    <BaseLink
      href={link.href}
      className={styles.link}
      aria-current={isCurrentPage(link.href, currentPath) ? 'page' : undefined}
    >
      {link.label}
    </BaseLink>
  );
}
