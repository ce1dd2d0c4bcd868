import type { MarketCourse } from './courses.schema';
import { marketCourseActions } from './market-course';

/** The indices course, five modules of lessons; the page also lists trading hours per index. */
export const indicesCourse: MarketCourse = {
  path: '/education/indices',
  marketPath: '/markets/indices',
  lead: 'Learn to trade the world\u2019s major stock indices: how they are built, when they trade, what moves them and how to manage the risk of trading them with leverage.',
  modules: [
    {
      title: 'Understanding Stock Indices',
      lessons: [
        'What an index measures',
        'Market-cap and price weighting',
        'The major indices of the US, Europe and Asia-Pacific',
      ],
    },
    {
      title: 'Ways to Trade Indices',
      lessons: [
        'Index CFDs, futures and ETFs',
        'Contract sizes, spreads and overnight financing',
        'Dividend adjustments',
      ],
    },
    {
      title: 'Trading Hours and Market Timing',
      lessons: [
        'Cash-session hours per index',
        'Opening and closing auctions',
        'Gaps and out-of-hours trading',
        'Daylight saving time changes',
      ],
    },
    {
      title: 'Index Drivers and Analysis',
      lessons: [
        'Earnings season and heavyweight stocks',
        'Interest rates, inflation and central banks',
        'Technical analysis on index charts',
        'Volatility indices such as the VIX',
      ],
    },
    {
      title: 'Index Strategies and Risk Management',
      lessons: [
        'Trend following and opening-range breakouts',
        'Trading around economic news',
        'Position sizing with 1-2% risk per trade',
        'Setting stops beyond normal daily ranges',
      ],
    },
  ],
  sections: [],
  callsToAction: marketCourseActions('/markets/indices', 'Indices'),
};
