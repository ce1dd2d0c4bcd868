import { forexVolumeSourced } from '~/content/markets/forex';
import type { MarketCourse } from './courses.schema';
import { marketCourseActions } from './market-course';

/** The forex course, five modules of lessons. Sessions, pairs and leverage come from the forex market data. */
export const forexCourse: MarketCourse = {
  path: '/education/forex',
  marketPath: '/markets/forex',
  lead: `Learn how the world\u2019s largest market works, from reading a currency quote to building a forex trading plan. Forex turns over ${forexVolumeSourced} and is open 24 hours a day, five days a week.`,
  modules: [
    {
      title: 'Forex Fundamentals',
      lessons: [
        'Base and quote currencies; majors, minors and exotics',
        'Pips, spreads and lot sizes (100k, 10k and 1k units)',
        'How a forex trade makes or loses money',
        'Who trades forex and why',
      ],
    },
    {
      title: 'Sessions, Pairs and Market Timing',
      lessons: [
        'The Sydney, Tokyo, London and New York sessions',
        'Session overlaps and when liquidity is highest',
        'The major pairs and their nicknames',
        'How each pair typically behaves',
      ],
    },
    {
      title: 'Leverage and Margin',
      lessons: [
        'Leverage and its regulatory limits',
        'Margin, free margin and margin calls',
        'Calculating position size from your risk',
      ],
    },
    {
      title: 'Analysing Currencies',
      lessons: [
        'Interest-rate differentials and central banks',
        'Economic releases that move currencies',
        'Technical analysis on forex charts',
        'Risk-on and risk-off flows',
      ],
    },
    {
      title: 'Forex Risk Management and Trading Plan',
      lessons: [
        'Risking 1-2% of capital per trade',
        'Risk-reward of at least 1:2',
        'Avoiding correlated positions',
        '3-6 months of demo trading with 10,000 in virtual capital',
      ],
    },
  ],
  sections: [],
  callsToAction: marketCourseActions('/markets/forex', 'Forex'),
};
