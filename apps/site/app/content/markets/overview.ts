import type { LinkCard } from '~/content/schemas';

/** The five market cards of /markets. */
export const marketCards: LinkCard[] = [
  {
    title: 'Forex',
    summary:
      'The world\u2019s largest market: trade major, minor and exotic currency pairs around the clock, five days a week. Leverage up to 1:500: Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.',
    href: '/markets/forex',
    linkLabel: 'Explore forex',
    facts: ['$7.5 trillion a day (BIS 2022)', '$9.6 trillion a day (BIS 2025)', 'Leverage up to 1:500'],
  },
  {
    title: 'Indices',
    summary: 'Take a view on whole economies through the S&P 500, NASDAQ 100, Dow Jones, FTSE 100, DAX and more.',
    href: '/markets/indices',
    linkLabel: 'Explore indices',
    facts: ['US, European and Asian indices'],
  },
  {
    title: 'Commodities',
    summary: 'Trade gold, silver, oil, natural gas and agricultural products, driven by global supply and demand.',
    href: '/markets/commodity',
    linkLabel: 'Explore commodities',
    facts: ['Metals, energy, agriculture'],
  },
  {
    title: 'Crypto',
    summary:
      'Bitcoin, Ethereum and six other major coins, trading 24/7, with the high volatility and risks that brings.',
    href: '/markets/crypto',
    linkLabel: 'Explore crypto',
    facts: ['8 major coins', 'Open 24/7'],
  },
  {
    title: 'Stocks',
    summary:
      'Shares in the world\u2019s leading companies, from Apple and Microsoft to JPMorgan and Walmart, across eight sectors.',
    href: '/markets/stocks',
    linkLabel: 'Explore stocks',
    facts: ['8 sectors', '12 popular shares'],
  },
];

export const marketsOverview = {
  lead: 'From currencies to cryptocurrencies, we cover the markets retail traders follow most. Pick a market to learn how it works, then follow live prices, charts and the economic calendar below.',
  widgetsIntro:
    'Live data from TradingView, loaded when you scroll to it. Prices are for information only and may be delayed.',
};
