import { pageBook } from '../page-book.ts';

/** The home page and the top-level pages outside a section: the directory, about, contact. A route loads only its own section's entries. */
export const sitePages = pageBook([
  {
    path: '/',
    label: 'Home',
    h1: 'Free Trading Signals and Trading Education',
    title: 'UPM Trading | Free Trading Signals & Trading Education',
    description:
      'Free trading signals, structured trading courses, live webinars and partner-broker guidance for retail traders from beginner to advanced.',
  },
  {
    path: '/ib-partners',
    label: 'IB Partners',
    h1: 'Our Partner Brokers',
    title: 'Partner Brokers: Compare Trusted Trading Brokers',
    description:
      'Compare our partner brokers: ratings, minimum deposits, spreads, leverage, platforms and regulation, side by side in one directory.',
  },
  {
    path: '/ib-partners/rating-method',
    label: 'Rating method',
    h1: 'How We Rate Brokers',
    title: 'How We Rate Brokers: Method and Regulator Tiers',
    description:
      'The weights behind every broker rating, how regulators are tiered, and the rule each best-for list applies, computed from stored figures.',
  },
  {
    path: '/about',
    label: 'About Us',
    h1: 'About Us',
    title: 'About Us: Our Mission, Vision and Values',
    description:
      'Who we are: a team of traders and educators giving retail traders free signals, honest education and clear guidance on risk.',
  },
  {
    path: '/contact',
    label: 'Contact Us',
    h1: 'Contact Us',
    title: 'Contact Us: Questions About Signals or Courses',
    description:
      'Get in touch with our team about trading signals, courses, webinars or partner brokers. We reply to every message.',
  },
]);
