import type { PlatformPage } from './platforms.schema';

/** MetaTrader 4 (/platforms/mt4). */
export const mt4: PlatformPage = {
  intro:
    'MetaTrader 4 (MT4), released by MetaQuotes in 2005, is one of the most widely used platforms for forex and CFD trading. It is known for its simple layout, reliable charting and a vast community of Expert Advisors and custom indicators.',
  stats: [
    { value: '9', label: 'Timeframes' },
    { value: '30', label: 'Built-in Indicators' },
    { value: '4', label: 'Pending Order Types' },
  ],
  features: {
    heading: 'Key Features',
    items: [
      {
        title: 'Charting',
        text: 'Nine timeframes from one minute to one month, three chart types and a full set of drawing tools.',
      },
      {
        title: 'Built-in indicators',
        text: 'Thirty technical indicators, with thousands more available from the MQL4 community.',
      },
      {
        title: 'Expert Advisors',
        text: 'Automate a strategy with an Expert Advisor written in MQL4 and test it in the strategy tester.',
      },
      { title: 'One-click trading', text: 'Open and close positions straight from the chart.' },
      { title: 'Alerts', text: 'Get notified when price reaches a level you set.' },
      { title: 'Mobile apps', text: 'Monitor and manage positions from iOS and Android.' },
    ],
  },
  sections: [
    {
      id: 'orders',
      heading: 'Orders and Execution',
      paragraphs: [
        'MT4 offers market orders and four pending order types: Buy Limit, Sell Limit, Buy Stop and Sell Stop, each with optional stop-loss and take-profit levels. Trailing stops are also available.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'mt4-or-mt5',
      heading: 'MT4 or MT5?',
      paragraphs: [
        'MT4 remains popular for forex because it is simple and widely supported. MT5 adds more timeframes, indicators, order types and asset classes. Expert Advisors written for MT4 do not run on MT5 without being rewritten.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'who-for',
      heading: 'Who MT4 Suits',
      paragraphs: [],
      points: [],
      bullets: [
        'Forex traders who want a proven, familiar platform',
        'Beginners looking for a simple interface with lots of learning material',
        'Traders who use existing MQL4 Expert Advisors or indicators',
      ],
      ordered: false,
    },
  ],
  closing: {
    heading: 'Start with MetaTrader 4',
    text: 'Find a partner broker that offers MT4, and learn the basics of placing and managing trades in our courses.',
  },
};
