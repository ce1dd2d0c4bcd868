import type { LinkCard } from '~/content/schemas';

/** The five market education cards of /education. */
export const marketCourseCards: LinkCard[] = [
  {
    title: 'Forex',
    summary: 'Currency pairs, sessions, pips and lots, leverage and forex risk management.',
    href: '/education/forex',
    linkLabel: 'View the Forex course',
    facts: ['5 modules', 'Lessons coming'],
  },
  {
    title: 'Commodities',
    summary: 'Gold, oil, gas, metals and farm products: what moves them and how to trade them.',
    href: '/education/commodity',
    linkLabel: 'View the Commodity course',
    facts: ['5 modules', 'Lessons coming'],
  },
  {
    title: 'Indices',
    summary: 'How indices are built, trading hours per index, market drivers and strategies.',
    href: '/education/indices',
    linkLabel: 'View the Indices course',
    facts: ['5 modules', 'Lessons coming'],
  },
  {
    title: 'Stocks',
    summary: 'Company results, sectors, technical analysis and stock trading strategies.',
    href: '/education/stocks',
    linkLabel: 'View the Stocks course',
    facts: ['5 modules', 'Lessons coming'],
  },
  {
    title: 'Crypto',
    summary: 'Blockchain basics, the major coins, security, analysis and managing crypto volatility.',
    href: '/education/crypto',
    linkLabel: 'View the Crypto course',
    facts: ['5 modules', 'Lessons coming'],
  },
];

export const educationOverview = {
  lead: 'Structured courses that take you from your first trade to a professional process, plus focused courses on each market. Every course puts risk management first.',
  levelsIntro: 'Follow the path from Beginner to Advanced, or start at the level that matches your experience.',
  marketsIntro: 'Go deeper into the market you trade, in five modules of lessons each.',
  riskGuidance: [
    'Risk only 1-2% of your capital on any one trade.',
    'Take trades with a risk-reward ratio of at least 1:2.',
    'Practise on a demo account for 3-6 months, with 10,000 in virtual capital, before trading real money.',
  ],
};
