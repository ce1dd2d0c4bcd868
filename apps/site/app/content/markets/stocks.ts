import type { Point, Sector, Stock } from '~/content/schemas';
import type { StocksMarket } from './markets.schema';

/** The eight sectors of the stock market page. */
export const sectors: Sector[] = [
  {
    name: 'Technology',
    description: 'Software, hardware and semiconductors; often the growth engine of the market.',
    examples: ['Apple', 'Microsoft', 'NVIDIA'],
  },
  {
    name: 'Communication Services',
    description: 'Internet platforms, media and telecoms, funded largely by advertising and subscriptions.',
    examples: ['Alphabet', 'Meta Platforms'],
  },
  {
    name: 'Consumer Discretionary',
    description: 'Goods and services people buy when budgets allow: retail, cars, travel and leisure.',
    examples: ['Amazon', 'Tesla'],
  },
  {
    name: 'Consumer Staples',
    description: 'Everyday essentials such as food, drinks and household products; usually steadier in downturns.',
    examples: ['Walmart', 'Procter & Gamble'],
  },
  {
    name: 'Financials',
    description: 'Banks, insurers, asset managers and payment networks; sensitive to interest rates and credit.',
    examples: ['JPMorgan Chase', 'Visa'],
  },
  {
    name: 'Healthcare',
    description: 'Pharmaceuticals, medical devices and health insurers; driven by drug approvals and demographics.',
    examples: ['Johnson & Johnson'],
  },
  {
    name: 'Energy',
    description: 'Oil and gas producers, refiners and services; closely tied to energy prices.',
    examples: ['ExxonMobil', 'Chevron'],
  },
  {
    name: 'Industrials',
    description: 'Aerospace, machinery, transport and construction; follows the economic cycle.',
    examples: ['Caterpillar', 'Boeing'],
  },
];

/** The twelve widely traded shares with their company and sector (GICS classification). */
export const popularStocks: Stock[] = [
  { ticker: 'AAPL', name: 'Apple Inc.', sector: 'Technology' },
  { ticker: 'MSFT', name: 'Microsoft Corporation', sector: 'Technology' },
  { ticker: 'GOOGL', name: 'Alphabet Inc.', sector: 'Communication Services' },
  { ticker: 'AMZN', name: 'Amazon.com, Inc.', sector: 'Consumer Discretionary' },
  { ticker: 'TSLA', name: 'Tesla, Inc.', sector: 'Consumer Discretionary' },
  { ticker: 'META', name: 'Meta Platforms, Inc.', sector: 'Communication Services' },
  { ticker: 'NVDA', name: 'NVIDIA Corporation', sector: 'Technology' },
  { ticker: 'JPM', name: 'JPMorgan Chase & Co.', sector: 'Financials' },
  { ticker: 'V', name: 'Visa Inc.', sector: 'Financials' },
  { ticker: 'JNJ', name: 'Johnson & Johnson', sector: 'Healthcare' },
  { ticker: 'WMT', name: 'Walmart Inc.', sector: 'Consumer Staples' },
  { ticker: 'PG', name: 'Procter & Gamble Co.', sector: 'Consumer Staples' },
];

/** Four approaches to the stock market. */
export const stockApproaches: Point[] = [
  {
    title: 'Day trading',
    text: 'Opening and closing positions within the same session to profit from intraday moves. Demands time, discipline and tight risk control.',
  },
  {
    title: 'Swing trading',
    text: 'Holding positions for a few days to a few weeks to capture a price swing, often around earnings or technical levels.',
  },
  {
    title: 'Position trading',
    text: 'Following a major trend for weeks to months, combining fundamental views with technical timing.',
  },
  {
    title: 'Long-term investing',
    text: 'Buying shares in strong businesses and holding them for years, focusing on earnings growth, valuation and dividends.',
  },
];

/** Copy of the /markets/stocks page. */
export const stocksMarket: StocksMarket = {
  lead: 'A share (or stock) is a small piece of ownership in a company. Share prices move with the company\u2019s results and prospects and with the mood of the market as a whole, which lets traders take views on individual businesses, on whole sectors or on the economy.',
  sections: [
    {
      id: 'why-trade-stocks',
      heading: 'Why trade stocks',
      paragraphs: [],
      points: [
        {
          title: 'Thousands of opportunities',
          text: 'From global leaders to smaller growth companies, there is always a company reporting, launching or restructuring.',
        },
        {
          title: 'Transparent information',
          text: 'Listed companies publish regular results and must disclose price-sensitive news, so you can base decisions on facts.',
        },
        {
          title: 'Long or short',
          text: 'With share CFDs you can take a view on falling as well as rising prices.',
        },
        {
          title: 'Dividends',
          text: 'Many companies share profits with shareholders; CFD positions receive or pay dividend adjustments instead.',
        },
      ],
      bullets: [],
      ordered: false,
    },
  ],
  factors: [
    {
      id: 'price-factors',
      heading: 'What moves share prices',
      paragraphs: [],
      points: [
        {
          title: 'Earnings and guidance',
          text: 'Quarterly results, and above all how they compare with expectations and the company\u2019s outlook.',
        },
        {
          title: 'Interest rates',
          text: 'Higher rates make future profits worth less today and raise borrowing costs; growth shares are especially sensitive.',
        },
        {
          title: 'Economic data',
          text: 'Growth, inflation and consumer spending shape the outlook for whole sectors.',
        },
        {
          title: 'Industry news',
          text: 'Regulation, competition, new products and commodity prices can lift or sink a whole sector.',
        },
        {
          title: 'Corporate actions',
          text: 'Mergers and takeovers, share buybacks, dividend changes and stock splits.',
        },
        {
          title: 'Market sentiment',
          text: 'In a broad sell-off even strong companies tend to fall; fear and greed move prices beyond fundamentals.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'strategies',
      heading: 'Stock trading strategies',
      paragraphs: [],
      points: [
        {
          title: 'Trend following',
          text: 'Trade in the direction of the trend, using moving averages and higher highs and higher lows to confirm it.',
        },
        {
          title: 'Support and resistance',
          text: 'Buy near levels where buyers have stepped in before and sell near levels where sellers have, with stops beyond them.',
        },
        {
          title: 'Breakouts',
          text: 'Enter when price leaves a range on strong volume, expecting the move to continue.',
        },
        {
          title: 'Earnings trading',
          text: 'Trade around results announcements. Prices can gap far beyond your stop-loss, so size positions small.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'tips',
      heading: 'Tips for trading stocks',
      paragraphs: [],
      points: [],
      ordered: true,
      bullets: [
        'Know when the companies you trade report earnings, and decide in advance whether to hold through them.',
        'Diversify across sectors instead of concentrating on one theme.',
        'Risk only 1-2% of your capital per trade and aim for a risk-reward ratio of at least 1:2.',
        'Check the overall market trend before trading a single share.',
        'Beware of trading thinly traded shares: spreads are wider and prices can jump.',
        'Keep a trading journal and learn from every trade.',
      ],
    },
  ],
  callsToAction: [
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Start Learning', href: '/education' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
