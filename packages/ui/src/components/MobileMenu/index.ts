export {
  MobileMenu,
  mobileMenuTriggerVariants,
  type MobileMenuProps,
  type MobileMenuTriggerVariants,
} from './MobileMenu';
