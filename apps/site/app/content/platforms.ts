import type { PlatformCallsToAction, PlatformPage, PlatformSummary, PlatformsOverview } from './platforms.schema';

export type { PlatformPage, PlatformSummary } from './platforms.schema';

/** The calls to action every platform page ends with. */
export const platformCallsToAction: PlatformCallsToAction = [
  { label: 'View Recommended Brokers', href: '/ib-partners' },
  { label: 'Learn More', href: '/education', hint: 'about trading in our courses' },
];

export const platformSummaries: PlatformSummary[] = [
  {
    name: 'MetaTrader 5',
    shortName: 'MT5',
    developer: 'MetaQuotes',
    summary:
      'The multi-asset successor to MT4, with more timeframes, more built-in tools, depth of market and a faster strategy tester.',
    bestFor: 'Traders who want forex, indices, commodities and stocks in one platform.',
    highlights: ['21 timeframes', '39 built-in indicators', 'Multi-asset trading'],
    href: '/platforms/mt5',
    linkLabel: 'Explore MetaTrader 5',
  },
  {
    name: 'MetaTrader 4',
    shortName: 'MT4',
    developer: 'MetaQuotes',
    summary:
      'The classic forex platform: simple to learn, widely offered by brokers and backed by a huge library of Expert Advisors.',
    bestFor: 'Forex traders and anyone starting out who wants the most widely supported platform.',
    highlights: ['9 timeframes', 'Expert Advisors in MQL4', 'One-click trading'],
    href: '/platforms/mt4',
    linkLabel: 'Explore MetaTrader 4',
  },
  {
    name: 'cTrader',
    shortName: 'cTrader',
    developer: 'Spotware',
    summary:
      'A modern platform built around transparent pricing, with depth of market, advanced order protection and automation in C#.',
    bestFor: 'Traders who value depth of market, a clean interface and coding bots in C#.',
    highlights: ['Level II depth of market', 'cBots in C#', 'Detachable charts'],
    href: '/platforms/ctraders',
    linkLabel: 'Explore cTrader',
  },
];

export const platformsOverview: PlatformsOverview = {
  intro:
    'A trading platform is the software you use to see prices, analyse charts and place orders with your broker. Our partner brokers offer three of the most popular: MetaTrader 5, MetaTrader 4 and cTrader. All three are free to download and offer demo accounts.',
  choosing: {
    id: 'choosing',
    heading: 'How to Choose a Platform',
    paragraphs: [
      'There is no single best platform. The right choice depends on what you trade, how you analyse and whether you want to automate. Try each on a demo account before you decide.',
    ],
    points: [
      {
        title: 'What you trade',
        text: 'MT4 focuses on forex and CFDs; MT5 and cTrader handle a wider range of instruments, depending on your broker.',
      },
      {
        title: 'How you analyse',
        text: 'MT5 and cTrader offer more timeframes and depth of market; MT4 keeps things simple.',
      },
      {
        title: 'Automation',
        text: 'MT4 and MT5 run Expert Advisors written in MQL4 and MQL5; cTrader runs cBots written in C#.',
      },
      {
        title: 'Broker support',
        text: 'Not every broker offers every platform. Check the platforms listed for each partner broker.',
      },
    ],
    bullets: [],
    ordered: false,
  },
  closing: {
    heading: 'Find a Broker for Your Platform',
    text: 'Compare partner brokers by the platforms they offer, or learn to use your platform with our courses.',
  },
};

export const mt5: PlatformPage = {
  intro:
    'MetaTrader 5 (MT5), developed by MetaQuotes, is a multi-asset platform for trading forex, indices, commodities and, where your broker offers them, stocks and futures. It extends MetaTrader 4 with more timeframes, more analytical tools and a more powerful strategy tester.',
  // Spec §9: 21 timeframes, 39 indicators, 24 analytical objects, 8 tester modes.
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
