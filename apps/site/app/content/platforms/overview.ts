import type { PlatformSummary, PlatformsOverview } from './platforms.schema';

export type { PlatformSummary } from './platforms.schema';

/** The three platforms compared on /platforms. */
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
