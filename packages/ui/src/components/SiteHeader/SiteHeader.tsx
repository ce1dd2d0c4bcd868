import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '../AdminModal/useHydrated';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { unstickWhileMenuOpen } from '../MobileMenu/MobileMenu.css';
import * as styles from './SiteHeader.css';
import { SiteHeaderChevron, SiteHeaderLogo } from './SiteHeaderLogo';
import {
  isCurrentPage,
  isInGroup,
  isNavGroup,
  overviewLabel,
  type SiteNavGroup,
  type SiteNavItem,
  type SiteNavLink,
} from './siteNavigation';
import { radixHoverOff, useSectionHover } from './useSectionHover';
import { useSiteHeaderMenu } from './useSiteHeaderMenu';

export const siteHeaderVariants = cva([styles.root, unstickWhileMenuOpen], {
  variants: {
    scrolled: { true: styles.scrolled, false: null },
  },
  defaultVariants: { scrolled: false },
});

export type SiteHeaderVariants = VariantProps<typeof siteHeaderVariants>;

export interface SiteHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The brand name, shown next to the logo in the home link. */
  brandName: string;
  homeHref?: string;
  /** Top-level navigation: plain links and dropdown groups, supplied by the site. */
  items: readonly SiteNavItem[];
  /** The current path: its link gets `aria-current="page"`, and open menus close when it changes. */
  currentPath?: string;
  /** Spec §2: the page has scrolled more than 50 px. Shadow only, the height never changes. */
  scrolled?: boolean;
  /** Accessible name of the navigation landmark. */
  navLabel?: string;
  /** Controlled state of the mobile menu (optional). */
  mobileMenuOpen?: boolean;
  onMobileMenuOpenChange?: (open: boolean) => void;
  /** Extra controls at the end of the bar, before the mobile menu button. */
  actions?: ReactNode;
  /** Render the version served before scripts run (links, CSS-only dropdowns, disclosure menu), for stories and tests. */
  withoutScripts?: boolean;
}

/** The site header: brand, desktop navigation with dropdowns (Radix NavigationMenu) and the mobile menu. */
export const SiteHeader = forwardRef<HTMLElement, SiteHeaderProps>(function SiteHeader(
  {
    brandName,
    homeHref = '/',
    items,
    currentPath,
    scrolled = false,
    navLabel = 'Main',
    mobileMenuOpen,
    onMobileMenuOpenChange,
    actions,
    withoutScripts = false,
    className,
    ...rest
  },
  ref,
) {
  const { navRef, openMenu, changeOpenMenu, keepHoverOpened } = useSiteHeaderMenu(currentPath);
  const enhanced = useHydrated() && !withoutScripts;
  const sectionHover = useSectionHover(openMenu, changeOpenMenu);

  return (
    <header
      ref={ref}
      className={siteHeaderVariants({ scrolled, className })}
      data-scrolled={scrolled ? 'true' : 'false'}
      {...rest}
    >
      <div className={styles.inner}>
        <BaseLink
          href={homeHref}
          className={styles.brand}
          aria-current={isCurrentPage(homeHref, currentPath) ? 'page' : undefined}
        >
          <SiteHeaderLogo />
          <span>{brandName}</span>
        </BaseLink>

        <NavigationMenu.Root
          ref={navRef}
          // Its insides change once hydrated (decision 018): CSS hover lists give way to the Radix dropdowns.
          data-enhanced-after-hydration=""
          className={styles.nav}
          aria-label={navLabel}
          value={openMenu}
          onValueChange={changeOpenMenu}
        >
          <NavigationMenu.List className={styles.list}>
            {items.map((item) =>
              isNavGroup(item) ? (
                <SiteHeaderDropdown
                  key={item.href}
                  group={item}
                  currentPath={currentPath}
                  enhanced={enhanced}
                  hoverProps={sectionHover(item.href)}
                  onTriggerClick={keepHoverOpened(item.href)}
                />
              ) : (
                <NavigationMenu.Item key={item.href} className={styles.item}>
                  <SiteHeaderLink link={item} currentPath={currentPath} className={styles.topLink} />
                </NavigationMenu.Item>
              ),
            )}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        <div className={styles.actions}>
          {actions}
          <MobileMenu
            items={items}
            currentPath={currentPath}
            homeHref={homeHref}
            brandName={brandName}
            open={mobileMenuOpen}
            onOpenChange={onMobileMenuOpenChange}
            withoutScripts={withoutScripts}
          />
        </div>
      </div>
    </header>
  );
});

interface SiteHeaderLinkProps {
  link: SiteNavLink;
  currentPath: string | undefined;
  className: string;
  children?: ReactNode;
}

/** A navigation link: Radix marks it active (aria-current="page") and closes the menu when it is chosen. */
function SiteHeaderLink({ link, currentPath, className, children }: SiteHeaderLinkProps) {
  return (
    <NavigationMenu.Link asChild active={isCurrentPage(link.href, currentPath)}>
      <BaseLink href={link.href} className={className}>
        {children ?? link.label}
      </BaseLink>
    </NavigationMenu.Link>
  );
}

interface SiteHeaderDropdownProps {
  group: SiteNavGroup;
  currentPath: string | undefined;
  /** False before hydration: the sub-links then open on hover and focus by CSS alone. */
  enhanced: boolean;
  hoverProps: ReturnType<ReturnType<typeof useSectionHover>>;
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * A section: a real link to its overview page, then a button opening its dropdown (Radix NavigationMenu). Before
 * scripts run, the button is a plain chevron and the sub-links show on hover and keyboard focus by CSS alone, so
 * every page stays reachable without JavaScript (docs/decisions/018).
 */
function SiteHeaderDropdown({ group, currentPath, enhanced, hoverProps, onTriggerClick }: SiteHeaderDropdownProps) {
  const inGroup = isInGroup(group, currentPath);
  const sectionLinkClass = inGroup ? `${styles.topLink} ${styles.sectionCurrent}` : styles.topLink;
  const subLinks = (
    <ul className={styles.contentList}>
      <li className={styles.overviewItem}>
        <SiteHeaderLink
          link={{ href: group.href, label: overviewLabel(group) }}
          currentPath={currentPath}
          className={`${styles.contentLink} ${styles.overviewLink}`}
        />
      </li>
      {group.links.map((link) => (
        <li key={link.href}>
          <SiteHeaderLink link={link} currentPath={currentPath} className={styles.contentLink} />
        </li>
      ))}
    </ul>
  );
  return (
    <NavigationMenu.Item
      value={group.href}
      className={`${styles.item} ${styles.section}`}
      {...(enhanced ? hoverProps : undefined)}
    >
      <SiteHeaderLink link={group} currentPath={currentPath} className={sectionLinkClass} />
      {enhanced ? (
        <>
          <NavigationMenu.Trigger
            className={styles.trigger}
            aria-label={`${group.label} menu`}
            // Runs before Radix's toggle; preventDefault skips it.
            onClick={onTriggerClick}
            {...radixHoverOff}
          >
            <SiteHeaderChevron className={styles.chevron} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={styles.content} {...radixHoverOff}>
            {subLinks}
          </NavigationMenu.Content>
        </>
      ) : (
        <>
          <span className={styles.trigger} aria-hidden="true">
            <SiteHeaderChevron className={styles.chevron} />
          </span>
          <div className={`${styles.content} ${styles.contentWithoutScripts}`}>{subLinks}</div>
        </>
      )}
    </NavigationMenu.Item>
  );
}
