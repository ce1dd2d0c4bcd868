import * as Dialog from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { useEffect, useRef } from 'react';
import { useHydrated } from '../AdminModal/useHydrated';
import { BaseLink } from '../LinkComponentProvider/LinkComponentProvider';
import { isCurrentPage, isNavGroup, type SiteNavItem, type SiteNavLink } from '../SiteHeader/siteNavigation';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './MobileMenu.css';
import { useMobileMenuOpen } from './useMobileMenuOpen';

export const mobileMenuTriggerVariants = cva(styles.trigger, {
  variants: {
    /** `belowDesktop`: hidden where the header shows its full navigation. `always`: for stories and tests. */
    display: { belowDesktop: styles.triggerBelowDesktop, always: null },
  },
  defaultVariants: { display: 'belowDesktop' },
});

export type MobileMenuTriggerVariants = VariantProps<typeof mobileMenuTriggerVariants>;

export interface MobileMenuProps extends MobileMenuTriggerVariants {
  /** The same navigation data as the header: groups are listed with their sub-links. */
  items: readonly SiteNavItem[];
  /** The current path: its link gets `aria-current="page"`, and the menu closes when it changes. */
  currentPath?: string;
  homeHref?: string;
  homeLabel?: string;
  /** Used in the panel's description. */
  brandName?: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the hamburger button. */
  openLabel?: string;
  closeLabel?: string;
  /** Render the version served before scripts run (a `<details>` disclosure), as stories and tests need. */
  withoutScripts?: boolean;
}

/**
 * The navigation below the desktop breakpoint: a hamburger button opening a panel (Radix Dialog: focus moves
 * in, Escape, a click outside or Tab past the last link closes it, and focus returns to the button). Every
 * link closes it.
 *
 * Before hydration (and without scripts) the same links sit in a `<details>` disclosure, which the browser
 * opens by itself; the dialog takes over once scripts run, open if the disclosure was (docs/decisions/018).
 *
 * Non-modal on purpose: a modal Radix Dialog locks scrolling by injecting a `<style>` element, which the
 * site's Content-Security-Policy (no 'unsafe-inline', hashes for prerendered pages) blocks. The panel covers
 * the page, and scrolling is locked here with a class on <html> instead.
 */
export function MobileMenu({
  items,
  currentPath,
  homeHref = '/',
  homeLabel = 'Home',
  brandName = 'this site',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  openLabel = 'Open menu',
  closeLabel = 'Close menu',
  display,
  withoutScripts = false,
}: MobileMenuProps) {
  const [open, setOpen] = useMobileMenuOpen({ open: openProp, defaultOpen, onOpenChange, currentPath });
  const hydrated = useHydrated();
  // A visitor who opened the disclosure before hydration finds the menu open once the dialog takes over.
  const disclosureWasOpen = useRef(false);
  const keepDisclosureState = (details: HTMLDetailsElement | null) => {
    if (details?.open) disclosureWasOpen.current = true;
  };
  useEffect(() => {
    if (hydrated && disclosureWasOpen.current) setOpen(true);
    // Only when the dialog takes over; setOpen is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const links = (plain: boolean) => (
    <MobileMenuLinks
      items={items}
      currentPath={currentPath}
      home={{ href: homeHref, label: homeLabel }}
      onChoose={() => setOpen(false)}
      plain={plain}
    />
  );

  if (!hydrated || withoutScripts) {
    return (
      // The disclosure gives way to the dialog's button once hydrated (decision 018).
      <details ref={keepDisclosureState} className={styles.disclosure} data-enhanced-after-hydration="">
        <summary className={mobileMenuTriggerVariants({ display, className: styles.summary })}>
          <MobileMenuIcon kind="open" />
          <VisuallyHidden>{openLabel}</VisuallyHidden>
        </summary>
        {/* Plain anchors until the dialog takes over (see MobileMenuLinks). */}
        <div className={styles.disclosurePanel}>{links(true)}</div>
      </details>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Trigger
        className={mobileMenuTriggerVariants({ display })}
        aria-label={openLabel}
        data-enhanced-after-hydration=""
      >
        <MobileMenuIcon kind="open" />
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Dialog.Overlay renders only for modal dialogs; a click here is a click outside, which closes. */}
        <div className={styles.overlay} aria-hidden="true" />
        <Dialog.Content className={styles.panel}>
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <MobileMenuIcon kind="close" />
            </Dialog.Close>
          </div>
          <VisuallyHidden asChild>
            <Dialog.Description>Links to every section of {brandName}.</Dialog.Description>
          </VisuallyHidden>
          {links(false)}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface MobileMenuLinksProps {
  items: readonly SiteNavItem[];
  currentPath: string | undefined;
  home: SiteNavLink;
  onChoose: () => void;
  /**
   * Plain anchors rather than the router's links: for the disclosure that hydration adopts and the dialog then
   * replaces, where each router link would be a component with hooks and effects to hydrate and unmount.
   */
  plain: boolean;
}

/** Every link of the site navigation, groups with their sub-links: the dialog's content and the disclosure's. */
function MobileMenuLinks({ items, currentPath, home, onChoose, plain }: MobileMenuLinksProps) {
  const Anchor = plain ? 'a' : BaseLink;
  const renderLink = (link: SiteNavLink, className: string) => (
    <Anchor
      href={link.href}
      className={className}
      aria-current={isCurrentPage(link.href, currentPath) ? 'page' : undefined}
      onClick={plain ? undefined : onChoose}
    >
      {link.label}
    </Anchor>
  );
  return (
    <nav aria-label="Main" className={styles.nav}>
      <ul className={styles.list}>
        <li>{renderLink(home, styles.groupLink)}</li>
        {items.map((item) => (
          <li key={item.href}>
            {renderLink(item, styles.groupLink)}
            {isNavGroup(item) && (
              <ul className={styles.subList} aria-label={item.label}>
                {item.links.map((link) => (
                  <li key={link.href}>{renderLink(link, styles.link)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenuIcon({ kind }: { kind: 'open' | 'close' }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={styles.icon}>
      <path
        d={kind === 'open' ? 'M4 7h16M4 12h16M4 17h16' : 'M6 6l12 12M18 6L6 18'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
