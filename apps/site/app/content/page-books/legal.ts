import { pageBook } from '../page-book.ts';

/** The legal pages: content in content/legal/, prerendered, linked from the footer. A route loads only its own section's entries. */
export const legalPages = pageBook([
  {
    path: '/risk-warning',
    label: 'Risk warning',
    h1: 'Risk Warning',
    title: 'Risk Warning: CFDs, Leverage, Crypto and Signals',
    description:
      'The risks of trading CFDs with leverage, the limits for UK and EU retail clients, crypto CFDs, and why our signals are not advice.',
  },
  {
    path: '/privacy',
    label: 'Privacy policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy: What We Collect and Why',
    description:
      'What personal data UPM Trading collects, why, for how long, who receives it, and how to use your rights to see or delete it.',
  },
  {
    path: '/terms',
    label: 'Terms of use',
    h1: 'Terms of Use',
    title: 'Terms of Use for the UPM Trading Website',
    description:
      'The terms for using this website, its free signals, education and webinars: no advice, no guarantee, your responsibility.',
  },
  {
    path: '/cookies',
    label: 'Cookies',
    h1: 'Cookies and Local Storage',
    title: 'Cookies, Local Storage and Your Choices',
    description:
      'Every cookie and storage item this site and TradingView\u2019s widgets may set, what each is for, and how to change your choice.',
  },
]);
