import type { IndexItem } from '~/content/schemas';
import type { MarketPage } from './markets.schema';

/**
 * The major indices with their constituents and cash-market hours. GMT hours are given for standard (winter)
 * time; when the exchange's country is on daylight saving time they move one hour earlier.
 */
export const majorIndices: IndexItem[] = [
  {
    name: 'S&P 500',
    region: 'United States',
    companies: 500,
    description: 'The 500 leading US companies by market value; the most widely followed gauge of the US stock market.',
    localHours: '09:30-16:00 ET',
    gmtHours: '14:30-21:00',
  },
  {
    name: 'NASDAQ 100',
    region: 'United States',
    companies: 100,
    description: 'The 100 largest non-financial companies listed on the Nasdaq exchange, weighted towards technology.',
    localHours: '09:30-16:00 ET',
    gmtHours: '14:30-21:00',
  },
  {
    name: 'Dow Jones Industrial Average',
    region: 'United States',
    companies: 30,
    description: 'Thirty large US blue-chip companies, weighted by share price rather than by market value.',
    localHours: '09:30-16:00 ET',
    gmtHours: '14:30-21:00',
  },
  {
    name: 'FTSE 100',
    region: 'United Kingdom',
    companies: 100,
    description:
      'The 100 largest companies on the London Stock Exchange, with many international earners in energy, mining and banking.',
    localHours: '08:00-16:30 UK time',
    gmtHours: '08:00-16:30',
  },
  {
    name: 'DAX',
    region: 'Germany',
    companies: 40,
    description:
      'The 40 largest German companies on the Frankfurt Stock Exchange, sensitive to manufacturing, exports and the euro.',
    localHours: '09:00-17:30 CET',
    gmtHours: '08:00-16:30',
  },
  {
    name: 'CAC 40',
    region: 'France',
    companies: 40,
    description:
      'Forty leading companies on Euronext Paris, including large luxury-goods, energy and industrial groups.',
    localHours: '09:00-17:30 CET',
    gmtHours: '08:00-16:30',
  },
  {
    name: 'Nikkei 225',
    region: 'Japan',
    companies: 225,
    description: 'Two hundred and twenty-five leading companies on the Tokyo Stock Exchange, weighted by share price.',
    localHours: '09:00-15:30 JST (lunch break 11:30-12:30)',
    gmtHours: '00:00-06:30',
  },
  {
    name: 'ASX 200',
    region: 'Australia',
    companies: 200,
    description: 'The 200 largest companies on the Australian Securities Exchange, heavy in banks and mining.',
    localHours: '10:00-16:00 Sydney time',
    gmtHours: '00:00-06:00',
  },
];

/** Copy of the /markets/indices page. */
export const indicesMarket: MarketPage = {
  lead: 'A stock index measures the performance of a group of shares, such as the 500 leading US companies in the S&P 500. Trading an index lets you take a view on a whole market or economy in a single position, instead of choosing individual companies.',
  sections: [
    {
      id: 'how-index-trading-works',
      heading: 'How index trading works',
      paragraphs: [
        'You cannot buy an index directly. Traders gain exposure through index futures, exchange-traded funds (ETFs) or, most often with retail brokers, index CFDs that track the price of the underlying index or its futures contract.',
        'Because an index spreads exposure across many companies, news about any single company usually matters less than the big picture: interest rates, economic growth and company earnings as a whole.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'how-indices-are-weighted',
      heading: 'How indices are weighted',
      paragraphs: [],
      points: [
        {
          title: 'Market-capitalisation weighted',
          text: 'The largest companies count the most. The S&P 500, NASDAQ 100, FTSE 100 and DAX work this way (with free-float adjustments).',
        },
        {
          title: 'Price weighted',
          text: 'Shares with the highest price count the most, whatever the company size. The Dow Jones Industrial Average and the Nikkei 225 work this way.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'what-moves-indices',
      heading: 'What moves indices',
      paragraphs: [],
      points: [
        { title: 'Earnings', text: 'Quarterly results from the largest members, especially in earnings season.' },
        {
          title: 'Interest rates and inflation',
          text: 'Higher rates raise borrowing costs and make future profits worth less today, which tends to weigh on share prices.',
        },
        {
          title: 'Economic data',
          text: 'Growth, employment and business surveys shape expectations for company profits.',
        },
        {
          title: 'Currency moves',
          text: 'A weaker pound, for example, tends to help the FTSE 100 because many of its members earn in US dollars.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'index-trading-hours',
      heading: 'When indices trade',
      paragraphs: [
        'Each index has the hours of its home exchange, listed in the table. Many brokers quote index CFDs almost around the clock by following the futures market; outside the cash session liquidity is thinner, spreads are usually wider and prices can gap at the open.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'index-risks',
      heading: 'Risks to keep in mind',
      paragraphs: [],
      points: [],
      bullets: [
        'Index CFDs are leveraged: a small move in the index can mean a large loss relative to your margin.',
        'Prices can gap when markets reopen after news released while the exchange was closed.',
        'Risk only 1-2% of your capital per trade and aim for a risk-reward ratio of at least 1:2.',
      ],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Take the Indices Course', href: '/education/indices' },
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
