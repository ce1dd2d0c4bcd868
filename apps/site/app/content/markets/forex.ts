import type { CurrencyPair, LotSize, TradingSession } from '~/content/schemas';
import type { ForexSessionsNote, MarketPage } from './markets.schema';

/**
 * The forex facts quoted on the forex market page and the forex course. Every figure with its
 * source and year; the original site's volume is the 2022 survey's, so the 2025 survey's figure stands beside it, and the
 * client's "up to 1:500" always carries who may have it.
 */
export const forexFacts = {
  dailyVolume: '$7.5 trillion',
  dailyVolumeSource: 'BIS Triennial Central Bank Survey 2022',
  latestDailyVolume: '$9.6 trillion',
  latestDailyVolumeSource: 'BIS Triennial Central Bank Survey 2025, April 2025',
  maxLeverage: '1:500',
  leverageLimit:
    'Professional clients and non-EU/UK entities only. UK and EU retail clients: up to 1:30 on major currency pairs.',
} as const;

/** The volume with its sources, as a sentence fragment ("about $7.5 trillion a day (…)"). */
export const forexVolumeSourced = `about ${forexFacts.dailyVolume} a day (${forexFacts.dailyVolumeSource}; ${forexFacts.latestDailyVolume} a day in the ${forexFacts.latestDailyVolumeSource})`;

/** The four forex sessions with their GMT hours. */
export const forexSessions: TradingSession[] = [
  { name: 'Sydney', centre: 'Australia and the Pacific', opensGmt: '22:00', closesGmt: '07:00' },
  { name: 'Tokyo', centre: 'Asia', opensGmt: '00:00', closesGmt: '09:00' },
  { name: 'London', centre: 'Europe', opensGmt: '08:00', closesGmt: '17:00' },
  { name: 'New York', centre: 'North America', opensGmt: '13:00', closesGmt: '22:00' },
];

/** The GMT table is January's; daylight saving moves it, and the market-hours tool follows it. */
export const forexSessionsNote: ForexSessionsNote = {
  text: 'These are the hours in January. London, New York and Sydney change their clocks for daylight saving on different dates, so for part of the year a session opens an hour earlier or later in GMT.',
  linkLabel: 'See which sessions are open now, in your time zone',
  href: '/tools/market-hours',
};

/** The major pairs with the nicknames dealers use for them. */
export const majorPairs: CurrencyPair[] = [
  {
    pair: 'EUR/USD',
    nickname: 'Fiber',
    description:
      'The euro against the US dollar: the most traded pair in the world, usually with the tightest spreads. Moved by ECB and Federal Reserve policy and by euro-area and US data.',
  },
  {
    pair: 'GBP/USD',
    nickname: 'Cable',
    description:
      'The British pound against the US dollar, named after the transatlantic telegraph cable that once carried its quotes. Often livelier than EUR/USD around UK data and Bank of England decisions.',
  },
  {
    pair: 'USD/JPY',
    nickname: 'Gopher',
    description:
      'The US dollar against the Japanese yen. Sensitive to the gap between US and Japanese interest rates and to Bank of Japan policy; the yen is often bought in times of stress.',
  },
  {
    pair: 'USD/CHF',
    nickname: 'Swissie',
    description:
      'The US dollar against the Swiss franc, a traditional safe-haven currency. Influenced by Swiss National Bank policy and by global risk appetite.',
  },
  {
    pair: 'AUD/USD',
    nickname: 'Aussie',
    description:
      'The Australian dollar against the US dollar. A commodity currency: it tends to react to metal prices, to Chinese demand and to Reserve Bank of Australia decisions.',
  },
  {
    pair: 'USD/CAD',
    nickname: 'Loonie',
    description:
      'The US dollar against the Canadian dollar, named after the loon on the Canadian one-dollar coin. Closely linked to oil prices and to Bank of Canada policy.',
  },
  {
    pair: 'NZD/USD',
    nickname: 'Kiwi',
    description:
      'The New Zealand dollar against the US dollar. Influenced by dairy and other agricultural exports and by Reserve Bank of New Zealand policy.',
  },
];

/** Lot sizes 100k, 10k and 1k units. Pip values are for pairs quoted in US dollars, such as EUR/USD. */
export const lotSizes: LotSize[] = [
  { name: 'Standard lot', units: 100_000, pipValue: 'about $10 per pip' },
  { name: 'Mini lot', units: 10_000, pipValue: 'about $1 per pip' },
  { name: 'Micro lot', units: 1_000, pipValue: 'about $0.10 per pip' },
];

/** Copy of the /markets/forex page. */
export const forexMarket: MarketPage = {
  lead: `The foreign exchange (forex) market is where currencies are bought and sold against each other. With an average turnover of ${forexVolumeSourced}, it is the largest and most liquid financial market in the world, and it trades around the clock from Monday morning in Sydney to Friday evening in New York.`,
  sections: [
    {
      id: 'what-is-forex',
      heading: 'What is forex trading?',
      paragraphs: [
        'Currencies always trade in pairs. In EUR/USD the euro is the base currency and the US dollar the quote currency: a price of 1.0850 means one euro costs 1.0850 US dollars. Buying the pair is a bet that the euro will strengthen against the dollar; selling it is a bet that it will weaken.',
        'Most retail traders trade forex through contracts for difference (CFDs) or spot accounts offered by a broker. You never take delivery of the currency; your profit or loss is the change in price multiplied by the size of your position.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'pips-and-lots',
      heading: 'Pips, lots and spreads',
      paragraphs: [
        'A pip is the standard unit of price movement: the fourth decimal place for most pairs (0.0001) and the second for pairs quoted in Japanese yen (0.01). Position size is measured in lots, and the spread is the difference between the buy (ask) and sell (bid) price: a cost you pay on every trade.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'leverage',
      heading: 'Leverage and margin',
      paragraphs: [
        `Forex is traded on margin: you put up a deposit and the broker lets you control a larger position. Depending on the broker and the regulator, leverage can go up to ${forexFacts.maxLeverage}, meaning $100 of margin controls a $50,000 position. ${forexFacts.leverageLimit}`,
        'Leverage magnifies losses exactly as much as gains: at 1:500, a price move of only 0.2% against you wipes out the whole margin of a position. Use leverage as a tool for sizing positions, not as a way to trade bigger than your risk plan allows.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'what-moves-currencies',
      heading: 'What moves currency prices',
      paragraphs: [],
      points: [
        {
          title: 'Interest rates',
          text: 'Central bank decisions and expectations about future rates are the biggest long-term driver: higher rates tend to attract capital to a currency.',
        },
        {
          title: 'Economic data',
          text: 'Inflation, employment, GDP and purchasing-manager surveys change rate expectations and can move prices within seconds of release.',
        },
        {
          title: 'Risk sentiment',
          text: 'In times of stress traders often buy perceived safe havens such as the US dollar, the Japanese yen and the Swiss franc.',
        },
        {
          title: 'Politics and trade',
          text: 'Elections, trade disputes and geopolitical events can cause sharp, unpredictable moves and price gaps.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'forex-risks',
      heading: 'Managing forex risk',
      paragraphs: [],
      points: [],
      bullets: [
        'Risk only 1-2% of your trading capital on any one trade.',
        'Look for trades with a risk-reward ratio of at least 1:2, and place a stop-loss on every position.',
        'Watch the economic calendar: spreads widen and prices can jump around major announcements.',
        'Practise on a demo account for 3-6 months before trading real money.',
      ],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Take the Forex Course', href: '/education/forex' },
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
