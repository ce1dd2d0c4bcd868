export {
  MobileMenu,
  mobileMenuTriggerVariants,
  type MobileMenuProps,
  type MobileMenuTriggerVariants,
} from './MobileMenu';
/** Class for the sticky element holding the header: it scrolls with the page while the menu's disclosure is open. */
export { unstickWhileMenuOpen as mobileMenuStickyHost } from './MobileMenu.css';
