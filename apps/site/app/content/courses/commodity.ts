import type { MarketCourse } from './courses.schema';
import { marketCourseActions } from './market-course';

/** The commodity course, five modules of lessons. */
export const commodityCourse: MarketCourse = {
  path: '/education/commodity',
  marketPath: '/markets/commodity',
  lead: 'Learn how gold, oil, natural gas, metals and farm products are traded, what drives their prices and how to manage the particular risks of commodity markets.',
  modules: [
    {
      title: 'Introduction to Commodity Markets',
      lessons: [
        'Precious metals, energy, industrial metals, agriculture and livestock',
        'Spot prices, futures and CFDs',
        'Contango, backwardation and contract rollovers',
      ],
    },
    {
      title: 'Precious Metals',
      lessons: ['Gold as a safe haven', 'Silver, platinum and palladium', 'Real interest rates and the US dollar'],
    },
    {
      title: 'Energy Markets',
      lessons: [
        'WTI and Brent crude oil',
        'OPEC+ and supply decisions',
        'Weekly inventory reports',
        'Natural gas and seasonality',
      ],
    },
    {
      title: 'Agricultural and Industrial Commodities',
      lessons: ['Weather, harvests and crop reports', 'Copper and the industrial cycle', 'Seasonal patterns'],
    },
    {
      title: 'Commodity Strategies and Risk Management',
      lessons: [
        'Trend following and breakout strategies',
        'Trading around supply reports',
        'Managing volatility and price gaps',
        'Position sizing with 1-2% risk per trade',
      ],
    },
  ],
  sections: [],
  callsToAction: marketCourseActions('/markets/commodity', 'Commodity'),
};
