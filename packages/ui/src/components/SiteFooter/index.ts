export { SiteFooter, type SiteFooterGroup, type SiteFooterProps } from './SiteFooter';
