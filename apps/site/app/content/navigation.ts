import type { FooterGroup, NavGroup, NavItem, NavLink } from './navigation.schema';

export type { FooterGroup, NavGroup, NavItem, NavLink } from './navigation.schema';

/*
 * The site's navigation: the header's dropdowns and links, the mobile menu and the footer's link
 * groups all come from here. Every href must be a public page of pages.ts (navigation.schema.ts).
 */

/** Header navigation, in the original site's order: four dropdowns, the trader tools, then three links. */
export const mainNavigation: readonly NavItem[] = [
  {
    label: 'Markets',
    href: '/markets',
    overviewLabel: 'Markets overview',
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
    overviewLabel: 'Services overview',
    links: [
      { label: 'Education', href: '/services/education' },
      { label: 'Webinars', href: '/services/webinar' },
      { label: 'Signals', href: '/services/signals' },
    ],
  },
  {
    label: 'Education',
    href: '/education',
    overviewLabel: 'Education overview',
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
    overviewLabel: 'Platforms overview',
    links: [
      { label: 'MetaTrader 5', href: '/platforms/mt5' },
      { label: 'MetaTrader 4', href: '/platforms/mt4' },
      { label: 'cTrader', href: '/platforms/ctraders' },
    ],
  },
  {
    label: 'Tools',
    href: '/tools',
    overviewLabel: 'All tools',
    links: [
      { label: 'Position size', href: '/tools/position-size' },
      { label: 'Pip value', href: '/tools/pip-value' },
      { label: 'Margin', href: '/tools/margin' },
      { label: 'Profit and loss', href: '/tools/profit' },
      { label: 'Risk-reward', href: '/tools/risk-reward' },
      { label: 'Market hours', href: '/tools/market-hours' },
    ],
  },
  { label: 'IB Partners', href: '/ib-partners' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

/**
 * Footer link groups: one per dropdown (overview first), then the company pages. The course levels are
 * linked here too, since the header reaches them only through the education overview.
 */
export const footerNavigation: readonly FooterGroup[] = [
  ...mainNavigation.filter(isGroup).map((group) => ({
    title: group.label,
    links: [
      { label: group.overviewLabel ?? group.label, href: group.href },
      ...group.links,
      ...(group.href === '/education'
        ? [
            { label: 'Beginner course', href: '/education/beginner' },
            { label: 'Intermediate course', href: '/education/intermediate' },
            { label: 'Advanced course', href: '/education/advanced' },
            { label: 'Trading glossary', href: '/glossary' },
          ]
        : []),
    ],
  })),
  {
    title: 'Company',
    links: [
      { label: 'IB Partners', href: '/ib-partners' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Risk warning', href: '/risk-warning' },
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Terms of use', href: '/terms' },
      { label: 'Cookies and settings', href: '/cookies' },
    ],
  },
];

/**
 * Beside the copyright line: the customer sign-in, rendered per request and kept out of pages.ts and
 * the sitemap, so it is not one of the groups' public pages (yet reachable from every page's footer).
 */
export const footerBottomLinks: readonly NavLink[] = [{ label: 'Customer sign-in', href: '/login' }];

/** Footer line under the brand name. */
export const footerTagline =
  'Free trading signals, structured trading education and live webinars for retail traders, from beginner to advanced.';
