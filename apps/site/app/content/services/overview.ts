import { signalPolicy } from '~/platform/signal-policy';
import { riskRewardClaim } from '~/platform/signal-claims';
import type { ServicesOverview } from './services.schema';

/** The services overview, with cards for education, webinars and signals (also shown on the home page). */
export const servicesOverview: ServicesOverview = {
  intro:
    'Whether you are placing your first trade or refining a strategy, our services work together: learn the method, see it applied live, then follow signals that state their risk up front and keep every change on a public timeline.',
  cards: [
    {
      title: 'Trading Education',
      description:
        'Structured courses for beginner, intermediate and advanced traders, plus market courses on forex, commodities, indices, stocks and crypto.',
      highlights: ['Courses for every level', 'Risk management in every course', 'Practice on a demo account'],
      href: '/services/education',
      linkLabel: 'Explore Education',
    },
    {
      title: 'Live Webinars',
      description:
        'Sessions where our analysts review the markets, explain their trade ideas and answer your questions live.',
      highlights: ['Market analysis walk-throughs', 'Risk and psychology topics', 'Questions answered live'],
      href: '/services/webinar',
      linkLabel: 'See Upcoming Webinars',
    },
    {
      title: 'Trading Signals',
      description:
        // Every signal is published with its reasoning now (signal-schema.ts, reasoningError); signals from before
        // that rule may have none, so the promise is about new signals.
        'Free trade ideas with a clear direction, entry, stop-loss and take-profit; every new signal is published with the reasoning behind it.',
      highlights: [
        'Entry, stop-loss and take-profit',
        // Generated from the signal policy baked in at build: the publish form enforces the same minimum.
        riskRewardClaim(signalPolicy),
        'Forex, indices, commodities and more',
      ],
      href: '/services/signals',
      linkLabel: 'How Signals Work',
    },
  ],
  closing: {
    heading: 'Not Sure Where to Start?',
    text: 'New traders get the most from starting with our beginner course. Questions about any service? Our team is happy to help.',
    actions: [
      { label: 'Start Learning', href: '/education' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};
