import type { SiteFooterGroup } from '../SiteFooter/SiteFooter';
import type { SiteNavItem } from './siteNavigation';

/** Navigation shaped like the site's, for stories and tests. The site supplies its own. */
export const sampleNavigation = [
  {
    label: 'Markets',
    href: '/markets',
    links: [
      { label: 'Forex', href: '/markets/forex' },
      { label: 'Indices', href: '/markets/indices' },
      { label: 'Commodities', href: '/markets/commodity' },
      { label: 'Crypto', href: '/markets/crypto' },
      { label: 'Stocks', href: '/markets/stocks' },
    ],
  },
  {
    label: 'Services',
    href: '/services',
    links: [
      { label: 'Education', href: '/services/education' },
      { label: 'Webinars', href: '/services/webinar' },
      { label: 'Signals', href: '/services/signals' },
    ],
  },
  {
    label: 'Education',
    href: '/education',
    links: [
      { label: 'Forex', href: '/education/forex' },
      { label: 'Commodities', href: '/education/commodity' },
      { label: 'Indices', href: '/education/indices' },
      { label: 'Stocks', href: '/education/stocks' },
      { label: 'Crypto', href: '/education/crypto' },
    ],
  },
  {
    label: 'Platforms',
    href: '/platforms',
    links: [
      { label: 'MetaTrader 5', href: '/platforms/mt5' },
      { label: 'MetaTrader 4', href: '/platforms/mt4' },
      { label: 'cTrader', href: '/platforms/ctraders' },
    ],
  },
  { label: 'IB Partners', href: '/ib-partners' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
] as const satisfies readonly SiteNavItem[];

export const sampleFooterGroups = [
  ...sampleNavigation.flatMap((item) =>
    'links' in item
      ? [{ title: item.label, links: [{ label: `${item.label} overview`, href: item.href }, ...item.links] }]
      : [],
  ),
  {
    title: 'Company',
    links: [
      { label: 'IB Partners', href: '/ib-partners' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
] satisfies readonly SiteFooterGroup[];
