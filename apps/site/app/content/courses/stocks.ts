import type { MarketCourse } from './courses.schema';
import { marketCourseActions } from './market-course';

/** The stock course, five modules of lessons. */
export const stocksCourse: MarketCourse = {
  path: '/education/stocks',
  marketPath: '/markets/stocks',
  lead: 'Learn how shares are priced and traded, how to read company results, how sectors behave and how to trade stocks with a clear plan and controlled risk.',
  modules: [
    {
      title: 'How the Stock Market Works',
      lessons: [
        'Shares, exchanges and market hours',
        'Share CFDs versus owning shares',
        'Market orders, limit orders and gaps',
      ],
    },
    {
      title: 'Fundamental Analysis of Companies',
      lessons: [
        'Reading income statements and balance sheets',
        'Earnings per share and price-to-earnings ratios',
        'Earnings season and company guidance',
        'Dividends, buybacks and stock splits',
      ],
    },
    {
      title: 'Sectors and Market Cycles',
      lessons: ['The main market sectors', 'Growth and defensive stocks', 'Sector rotation through the economic cycle'],
    },
    {
      title: 'Technical Analysis for Stocks',
      lessons: ['Trends, support and resistance', 'Volume and breakouts', 'Relative strength against the index'],
    },
    {
      title: 'Stock Trading Strategies and Risk Management',
      lessons: [
        'Day, swing and position trading',
        'Trading around earnings announcements',
        'Diversification and sector exposure',
        'Risking 1-2% per trade with a risk-reward of at least 1:2',
      ],
    },
  ],
  sections: [],
  callsToAction: marketCourseActions('/markets/stocks', 'Stock'),
};
