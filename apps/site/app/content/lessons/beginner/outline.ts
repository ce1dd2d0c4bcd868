/*
 * The Beginner course's lesson slugs in course order, without the lessons themselves: the build's prerender list is
 * read by react-router.config.ts, which Node loads outside Vite, where a lesson's build-time values (the signal
 * policy) do not exist. The content test holds this outline to the lesson index.
 */
export const beginnerOutline: { module: string; lessons: string[] }[] = [
  {
    module: 'introduction-to-trading',
    lessons: [
      'trading-vs-investing',
      'markets-at-a-glance',
      'brokers-cfds-and-execution',
      'bid-ask-spread-pips-and-lots',
    ],
  },
  {
    module: 'charts-and-technical-analysis',
    lessons: [
      'line-bar-and-candlestick-charts',
      'timeframes-and-trends',
      'support-and-resistance',
      'moving-averages-and-indicators',
    ],
  },
  {
    module: 'risk-management-and-psychology',
    lessons: [
      'risking-1-2-percent',
      'stop-loss-and-take-profit',
      'risk-reward',
      'leverage-and-margin',
      'fear-greed-and-journal',
    ],
  },
  {
    module: 'platforms-and-first-trades',
    lessons: ['metatrader-and-ctrader', 'market-and-pending-orders', 'demo-account', 'trading-plan'],
  },
];
