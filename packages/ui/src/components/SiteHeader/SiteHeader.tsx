import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
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
  /** The page has scrolled more than 50 px. Shadow only, the height never changes. */
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
  const enhanced = useHydrated() && !withoutScripts;
  const { navRef, openMenu, changeOpenMenu, keepHoverOpened } = useSiteHeaderMenu(currentPath, enhanced);
  const sectionHover = useSectionHover(openMenu, changeOpenMenu);
  const restoreFocus = useFocusAcrossSwap(navRef, enhanced);

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
          <span className={styles.brandName}>{brandName}</span>
        </BaseLink>

        {enhanced ? (
          <NavigationMenu.Root
            ref={navRef}
            // Swapped in once hydrated (decision 018): CSS hover lists give way to the Radix dropdowns.
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
        ) : (
          <StaticNavigation
            items={items}
            currentPath={currentPath}
            navLabel={navLabel}
            onFocus={restoreFocus.remember}
            onBlur={restoreFocus.forget}
          />
        )}

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
  hoverProps: ReturnType<ReturnType<typeof useSectionHover>>;
  onTriggerClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

/** A section: a real link to its overview page, then a button opening its dropdown (Radix NavigationMenu). */
function SiteHeaderDropdown({ group, currentPath, hoverProps, onTriggerClick }: SiteHeaderDropdownProps) {
  return (
    <NavigationMenu.Item value={group.href} className={`${styles.item} ${styles.section}`} {...hoverProps}>
      <SiteHeaderLink link={group} currentPath={currentPath} className={sectionLinkClass(group, currentPath)} />
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
        <SectionLinks
          group={group}
          renderLink={(link, className) => (
            <SiteHeaderLink link={link} currentPath={currentPath} className={className} />
          )}
        />
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

const sectionLinkClass = (group: SiteNavGroup, currentPath: string | undefined) =>
  isInGroup(group, currentPath) ? `${styles.topLink} ${styles.sectionCurrent}` : styles.topLink;

/** A section's dropdown list: its overview page first, then its pages. */
function SectionLinks({
  group,
  renderLink,
}: {
  group: SiteNavGroup;
  renderLink: (link: SiteNavLink, className: string) => ReactNode;
}) {
  return (
    <ul className={styles.contentList}>
      <li className={styles.overviewItem}>
        {renderLink({ href: group.href, label: overviewLabel(group) }, `${styles.contentLink} ${styles.overviewLink}`)}
      </li>
      {group.links.map((link) => (
        <li key={link.href}>{renderLink(link, styles.contentLink)}</li>
      ))}
    </ul>
  );
}

/**
 * The navigation served before scripts run, and hydrated as it is: plain links, each section's chevron a
 * picture and its sub-links shown on hover and keyboard focus by CSS alone, so every page stays reachable
 * without JavaScript (docs/decisions/018). No Radix here: NavigationMenu stores its elements in state from ref
 * callbacks, updates React must render synchronously inside hydration's commit, one long task with every
 * passive effect of the page. The Radix version replaces this in the enhancement transition.
 */
function StaticNavigation({
  items,
  currentPath,
  navLabel,
  onFocus,
  onBlur,
}: {
  items: readonly SiteNavItem[];
  currentPath: string | undefined;
  navLabel: string;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}) {
  const renderLink = (link: SiteNavLink, className: string) => {
    const current = isCurrentPage(link.href, currentPath);
    // Plain anchors, not the router's links: these are replaced right after hydration, and each router link
    // is a component with hooks and effects to hydrate and then unmount (a click in between loads the page).
    return (
      <a
        href={link.href}
        className={className}
        aria-current={current ? 'page' : undefined}
        data-active={current ? '' : undefined}
      >
        {link.label}
      </a>
    );
  };
  return (
    <nav
      className={styles.nav}
      aria-label={navLabel}
      data-enhanced-after-hydration=""
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ul className={styles.list}>
        {items.map((item) =>
          isNavGroup(item) ? (
            <li key={item.href} className={`${styles.item} ${styles.section}`}>
              {renderLink(item, sectionLinkClass(item, currentPath))}
              <span className={styles.trigger} aria-hidden="true">
                <SiteHeaderChevron className={styles.chevron} />
              </span>
              <div className={`${styles.content} ${styles.contentWithoutScripts}`}>
                <SectionLinks group={item} renderLink={renderLink} />
              </div>
            </li>
          ) : (
            <li key={item.href} className={styles.item}>
              {renderLink(item, styles.topLink)}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A link focused in the plain navigation keeps the focus when the Radix one replaces it: the same link (by
 * its href) is focused again after the swap. Focus that moved elsewhere before the swap is left alone.
 */
function useFocusAcrossSwap(navRef: RefObject<HTMLElement | null>, enhanced: boolean) {
  const focusedHref = useRef<string | null>(null);
  useLayoutEffect(() => {
    const href = focusedHref.current;
    focusedHref.current = null;
    if (!enhanced || !href) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    const links = navRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [];
    Array.from(links)
      .find((link) => link.getAttribute('href') === href)
      ?.focus();
  }, [enhanced, navRef]);
  return {
    remember: (event: FocusEvent<HTMLElement>) => {
      focusedHref.current = event.target.closest('a')?.getAttribute('href') ?? null;
    },
    // A removed element's blur has no next target: that one is the swap, and the link is remembered.
    forget: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget) focusedHref.current = null;
    },
  };
}
