import { pageBook } from '../page-book.ts';

/** The platforms pages. A route loads only its own section's entries. */
export const platformPages = pageBook([
  {
    path: '/platforms',
    label: 'Platforms',
    h1: 'Trading Platforms',
    title: 'Trading Platforms: MetaTrader 5, MetaTrader 4, cTrader',
    description:
      'Compare the trading platforms our partner brokers offer: MetaTrader 5, MetaTrader 4 and cTrader, their tools and who each suits.',
  },
  {
    path: '/platforms/mt5',
    label: 'MetaTrader 5',
    h1: 'MetaTrader 5 (MT5)',
    title: 'MetaTrader 5 (MT5): Features, Timeframes, Indicators',
    description:
      'MetaTrader 5: 21 timeframes, 39 built-in indicators, 24 analytical objects and 8 strategy tester modes for multi-asset trading.',
  },
  {
    path: '/platforms/mt4',
    label: 'MetaTrader 4',
    h1: 'MetaTrader 4 (MT4)',
    title: 'MetaTrader 4 (MT4): The Classic Forex Platform',
    description:
      'MetaTrader 4, the classic forex trading platform: charting, indicators, Expert Advisors for automated trading and one-click trading.',
  },
  {
    path: '/platforms/ctraders',
    label: 'cTrader',
    h1: 'cTrader',
    title: 'cTrader: Advanced Charting and Transparent Pricing',
    description:
      'cTrader: an ECN-style trading platform with depth of market, advanced order types, detailed charting and automated trading with cBots.',
  },
]);
