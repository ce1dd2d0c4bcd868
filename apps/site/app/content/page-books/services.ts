import { pageBook } from '../page-book.ts';

/** The services pages. A route loads only its own section's entries. */
export const servicePages = pageBook([
  {
    path: '/services',
    label: 'Services',
    h1: 'Our Services',
    title: 'Services: Trading Signals, Webinars and Education',
    description:
      'What we offer traders: free trading signals with clear entry, stop-loss and take-profit levels, live webinars and structured trading education.',
  },
  {
    path: '/services/signals',
    label: 'Signals',
    h1: 'Trading Signals',
    title: 'Free Trading Signals with Entry, Stop-Loss and Target',
    description:
      'How our free trading signals work: an example signal with entry, stop-loss and take-profit, and the four steps from analysis to your trade.',
  },
  {
    path: '/services/webinar',
    label: 'Webinars',
    h1: 'Trading Webinars',
    title: 'Live Trading Webinars: Upcoming Sessions',
    description:
      'Join our live trading webinars: upcoming sessions with dates and times in GMT, covering analysis, risk management and trading psychology.',
  },
  {
    path: '/services/education',
    label: 'Education',
    h1: 'Trading Education Services',
    title: 'Trading Education Service: Courses for Every Level',
    description:
      'Our trading education service: beginner, intermediate and advanced courses that build skills step by step, with risk management at the core.',
  },
]);
