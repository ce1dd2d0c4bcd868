import type { PlatformPage } from './platforms.schema';

/** cTrader (/platforms/ctraders). */
export const ctrader: PlatformPage = {
  intro:
    'cTrader, developed by Spotware, is a trading platform designed around transparent pricing and a clean, modern interface. It is popular with traders who want detailed depth of market, advanced order options and automation in a mainstream programming language.',
  stats: [],
  features: {
    heading: 'Key Features',
    items: [
      { title: 'Level II depth of market', text: 'See the prices and volumes available beyond the best bid and ask.' },
      {
        title: 'Advanced order protection',
        text: 'Stop-loss, take-profit and trailing stops set when you place an order.',
      },
      {
        title: 'Detailed charting',
        text: 'Many timeframes, chart types and drawing tools, with detachable charts for multiple screens.',
      },
      {
        title: 'cTrader Automate',
        text: 'Build cBots and custom indicators in C#, and backtest them on historical data.',
      },
      { title: 'Clear trade statistics', text: 'Review your trading history and performance in detail.' },
      {
        title: 'Web, desktop and mobile',
        text: 'Use the same account from a browser, the desktop application or a phone.',
      },
    ],
  },
  sections: [
    {
      id: 'pricing',
      heading: 'Transparent Pricing',
      paragraphs: [
        'cTrader is often offered on raw-spread accounts, where you pay a commission per trade instead of a wider spread. Compare the total cost, spread plus commission, when you choose a broker and account type.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'who-for',
      heading: 'Who cTrader Suits',
      paragraphs: [],
      points: [],
      bullets: [
        'Traders who use depth of market in their decisions',
        'Developers who prefer C# to MQL',
        'Traders who want a modern interface across web, desktop and mobile',
      ],
      ordered: false,
    },
  ],
  closing: {
    heading: 'Start with cTrader',
    text: 'Find a partner broker that offers cTrader, and build your skills with our courses.',
  },
};
