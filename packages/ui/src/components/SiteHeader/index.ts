export { SiteHeader, siteHeaderVariants, type SiteHeaderProps, type SiteHeaderVariants } from './SiteHeader';
export {
  isCurrentPage,
  isInGroup,
  isNavGroup,
  normalizePath,
  type SiteNavGroup,
  type SiteNavItem,
  type SiteNavLink,
} from './siteNavigation';
