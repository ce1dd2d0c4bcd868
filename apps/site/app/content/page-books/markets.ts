import { pageBook } from '../page-book.ts';

/** The markets pages. A route loads only its own section's entries. */
export const marketPages = pageBook([
  {
    path: '/markets',
    label: 'Markets',
    h1: 'Markets We Cover',
    title: 'Markets: Forex, Indices, Commodities, Crypto, Stocks',
    description:
      'Explore the markets we cover: forex, indices, commodities, crypto and stocks, with live market overview, charts and an economic calendar.',
  },
  {
    path: '/markets/forex',
    label: 'Forex',
    h1: 'Forex Market',
    title: 'Forex Market: Currency Pairs, Sessions and Leverage',
    description:
      'How the forex market works: major currency pairs and their nicknames, trading sessions in GMT, pips, lots, leverage and the risks of trading on margin.',
  },
  {
    path: '/markets/indices',
    label: 'Indices',
    h1: 'Indices Market',
    title: 'Indices Market: S&P 500, NASDAQ 100, FTSE 100, DAX',
    description:
      'Trade the world\u2019s major stock indices: what an index is, how index CFDs work, the main indices by region and the hours they trade.',
  },
  {
    path: '/markets/commodity',
    label: 'Commodities',
    h1: 'Commodity Market',
    title: 'Commodity Market: Metals, Energy and Agriculture',
    description:
      'Commodity trading explained: precious metals, energy and agricultural products, what moves their prices and how traders use them.',
  },
  {
    path: '/markets/crypto',
    label: 'Crypto',
    h1: 'Cryptocurrency Market',
    title: 'Crypto Market: Bitcoin, Ethereum and Major Coins',
    description:
      'Cryptocurrency trading: eight major coins, what drives their prices, common strategies, crypto risk warnings and ten practical tips.',
  },
  {
    path: '/markets/stocks',
    label: 'Stocks',
    h1: 'Stock Market',
    title: 'Stock Market: Sectors, Major Stocks and Strategies',
    description:
      'Stock trading explained: eight market sectors, twelve widely traded shares, four approaches, price factors, strategies and tips.',
  },
]);
