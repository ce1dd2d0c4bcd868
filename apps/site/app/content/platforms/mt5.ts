import type { PlatformPage } from './platforms.schema';

/** MetaTrader 5 (/platforms/mt5). */
export const mt5: PlatformPage = {
  intro:
    'MetaTrader 5 (MT5), developed by MetaQuotes, is a multi-asset platform for trading forex, indices, commodities and, where your broker offers them, stocks and futures. It extends MetaTrader 4 with more timeframes, more analytical tools and a more powerful strategy tester.',
  // The original site's figures: 21 timeframes, 39 indicators, 24 analytical objects, 8 tester modes.
  stats: [
    { value: '21', label: 'Timeframes' },
    { value: '39', label: 'Built-in Indicators' },
    { value: '24', label: 'Analytical Objects' },
    { value: '8', label: 'Strategy Tester Modes' },
  ],
  features: {
    heading: 'Key Features',
    items: [
      { title: '21 timeframes', text: 'From one minute to one month, so you can read the same market at every scale.' },
      {
        title: '39 built-in indicators',
        text: 'Trend, oscillator, volume and Bill Williams indicators ready to add to any chart.',
      },
      {
        title: '24 analytical objects',
        text: 'Lines, channels, Fibonacci tools, Gann tools and shapes for marking up charts.',
      },
      {
        title: '8 strategy tester modes',
        text: 'Backtest Expert Advisors in different modes, with multi-threaded optimisation.',
      },
      {
        title: 'Depth of market',
        text: 'See the volume available at prices around the current quote, where your broker provides it.',
      },
      { title: 'Built-in economic calendar', text: 'Follow scheduled releases without leaving the platform.' },
    ],
  },
  sections: [
    {
      id: 'orders',
      heading: 'Orders and Execution',
      paragraphs: [
        'MT5 supports market orders and six pending order types: Buy Limit, Sell Limit, Buy Stop, Sell Stop, Buy Stop Limit and Sell Stop Limit. Stop-loss and take-profit levels can be set on every order.',
        'It offers both hedging (several positions on one instrument) and netting (one combined position) account modes, depending on your broker.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'automation',
      heading: 'Automated Trading with MQL5',
      paragraphs: [
        'Expert Advisors and custom indicators for MT5 are written in MQL5. Automated strategies should be backtested and then run on a demo account before any real money is involved: a good backtest does not guarantee future results.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'who-for',
      heading: 'Who MT5 Suits',
      paragraphs: [],
      points: [],
      bullets: [
        'Traders who want several asset classes in one platform',
        'Traders who analyse across many timeframes',
        'Developers building and testing automated strategies',
      ],
      ordered: false,
    },
  ],
  closing: {
    heading: 'Start with MetaTrader 5',
    text: 'Open a demo account with a partner broker that offers MT5, and learn the platform in our courses.',
  },
};
