import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import { MobileMenu } from '../MobileMenu/MobileMenu';
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
import { useSiteHeaderMenu } from './useSiteHeaderMenu';

export const siteHeaderVariants = cva(styles.root, {
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
    className,
    ...rest
  },
  ref,
) {
  const { navRef, openMenu, changeOpenMenu, keepHoverOpened } = useSiteHeaderMenu(currentPath);

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
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

function SiteHeaderDropdown({ group, currentPath, onTriggerClick }: SiteHeaderDropdownProps) {
  const inGroup = isInGroup(group, currentPath);
  return (
    <NavigationMenu.Item value={group.href} className={styles.item}>
      <NavigationMenu.Trigger
        className={inGroup ? `${styles.trigger} ${styles.triggerCurrent}` : styles.trigger}
        // Runs before Radix's toggle; preventDefault skips it.
        onClick={onTriggerClick}
      >
        {group.label}
        <SiteHeaderChevron className={styles.chevron} />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className={styles.content}>
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
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}
