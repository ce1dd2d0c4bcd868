import { useEffect, useRef, useState } from 'react';
import * as styles from './MobileMenu.css';

export interface MobileMenuOpenOptions {
  /** Controlled state; leave undefined for the menu to keep its own. */
  open: boolean | undefined;
  defaultOpen: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  /** The current path: the menu closes when it changes. */
  currentPath: string | undefined;
}

/**
 * The menu's open state, controlled or not: it closes when the path changes (every link closes the
 * menu, and so does the back button), and the page behind stays still while it is open.
 */
export function useMobileMenuOpen({
  open: openProp,
  defaultOpen,
  onOpenChange,
  currentPath,
}: MobileMenuOpenOptions): [boolean, (next: boolean) => void] {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // Every link closes the menu. Also close when the path changes for any other reason (back button).
  const [menuPath, setMenuPath] = useState(currentPath);
  if (menuPath !== currentPath) {
    setMenuPath(currentPath);
    setUncontrolledOpen(false);
  }
  const lastPath = useRef(currentPath);
  useEffect(() => {
    if (lastPath.current === currentPath) return;
    lastPath.current = currentPath;
    if (openProp) onOpenChange?.(false);
  }, [currentPath, openProp, onOpenChange]);

  // Scrolling is locked with a class on <html>: see MobileMenu on why the dialog is not modal.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add(styles.scrollLocked);
    return () => root.classList.remove(styles.scrollLocked);
  }, [open]);

  return [open, setOpen];
}
