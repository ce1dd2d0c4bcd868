import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';

/** How long after a dropdown opens a pointer click on its trigger still counts as "open it", not "close it". */
const HOVER_CLICK_GRACE_MS = 600;
/** Longer than Radix's 200 ms hover-open delay: a hover timer firing this soon after a link choice is stale. */
const STALE_HOVER_MS = 400;

/**
 * The desktop dropdowns' open state: which one is open (none after the page changes, whatever caused the
 * navigation), with the fixes for Radix's hover-then-click and stale-hover-timer behaviour.
 */
export function useSiteHeaderMenu(currentPath: string | undefined, navMounted: boolean) {
  // Controlled so an open dropdown closes when the page changes, whatever caused the navigation.
  const [openMenu, setOpenMenu] = useState('');
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setOpenMenu('');
  }
  const openedAt = useRef(0);
  const linkChosenAt = useRef(0);
  const changeOpenMenu = (value: string) => {
    // A hover that began just before a link was chosen leaves Radix's open timer running; when it fires
    // after the choice it would reopen the dropdown that the choice closed.
    if (value && Date.now() - linkChosenAt.current < STALE_HOVER_MS) return;
    if (value) openedAt.current = Date.now();
    setOpenMenu(value);
  };
  /**
   * Radix opens a dropdown on hover and toggles it on click, so a mouse user who hovers and then clicks the
   * trigger would close what just opened. A pointer click right after opening keeps it open instead.
   */
  const keepHoverOpened = (value: string) => (event: MouseEvent<HTMLButtonElement>) => {
    // A click is an explicit request: it is never mistaken for a stale hover timer.
    linkChosenAt.current = 0;
    const byPointer = event.detail > 0;
    if (byPointer && openMenu === value && Date.now() - openedAt.current < HOVER_CLICK_GRACE_MS) event.preventDefault();
  };
  const navRef = useRef<HTMLElement>(null);
  // The Radix navigation mounts once hydrated (SiteHeader): the listeners attach to it then.
  useAccessibleFocusProxy(navRef, navMounted);
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) linkChosenAt.current = Date.now();
    };
    nav.addEventListener('click', onClick, true);
    return () => nav.removeEventListener('click', onClick, true);
  }, [navMounted]);

  return { navRef, openMenu, changeOpenMenu, keepHoverOpened };
}

/**
 * Radix renders an empty `<span aria-hidden tabindex="0">` focus proxy after an open trigger (radix-ui/primitives
 * issue 3085: an axe aria-hidden-focus violation). Tab must still reach it, since it is what moves focus into the
 * dropdown, so it stays focusable; it only loses `aria-hidden`. It is empty and hands focus on at once, so
 * assistive technology never announces it.
 */
function useAccessibleFocusProxy(ref: RefObject<HTMLElement | null>, mounted: boolean) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fix = () =>
      root
        .querySelectorAll('span[aria-hidden="true"][tabindex="0"]:empty')
        .forEach((proxy) => proxy.removeAttribute('aria-hidden'));
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ref, mounted]);
}
