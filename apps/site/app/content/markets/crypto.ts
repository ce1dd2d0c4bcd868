import type { Coin, Point } from '~/content/schemas';
import type { MarketPage } from './markets.schema';

/** The eight coins of the crypto market page. */
export const coins: Coin[] = [
  {
    name: 'Bitcoin',
    symbol: 'BTC',
    description:
      'The first cryptocurrency, launched in 2009, with a supply capped at 21 million coins. The largest coin by market value and the reference for the whole market.',
  },
  {
    name: 'Ethereum',
    symbol: 'ETH',
    description:
      'A programmable blockchain that runs smart contracts and decentralised applications; ether pays for transactions on the network.',
  },
  {
    name: 'Ripple',
    symbol: 'XRP',
    description:
      'XRP is the token of the XRP Ledger, designed for fast, low-cost payments and promoted by Ripple for cross-border transfers between financial institutions.',
  },
  {
    name: 'Litecoin',
    symbol: 'LTC',
    description:
      'One of the oldest alternatives to Bitcoin (2011), with faster block times and a supply capped at 84 million coins.',
  },
  {
    name: 'Bitcoin Cash',
    symbol: 'BCH',
    description:
      'Created in 2017 by a split (hard fork) from Bitcoin, with larger blocks intended for cheaper everyday payments.',
  },
  {
    name: 'Cardano',
    symbol: 'ADA',
    description:
      'A proof-of-stake blockchain developed with a research-driven approach, supporting smart contracts and staking.',
  },
  {
    name: 'Polkadot',
    symbol: 'DOT',
    description: 'A network that connects many specialised blockchains so they can share security and exchange data.',
  },
  {
    name: 'Solana',
    symbol: 'SOL',
    description:
      'A high-throughput blockchain with low fees, popular for decentralised finance, NFTs and trading applications.',
  },
];

/** Crypto risk warnings, shown as a prominent page-specific warning. */
export const cryptoRiskWarnings: Point[] = [
  {
    title: 'Extreme volatility',
    text: 'Cryptocurrency prices can rise or fall by 10% or more in a single day, and have fallen by more than 70% from their peaks in past bear markets: Bitcoin lost more than a third of its price on 12 March 2020, and about three quarters between its November 2021 high (near $69,000) and its November 2022 low (near $15,500).',
  },
  {
    title: 'Limited regulation and protection',
    text: 'In many countries crypto assets are lightly regulated, and deposit-guarantee or investor-compensation schemes usually do not apply.',
  },
  {
    title: 'Exchange and custody risk',
    text: 'Exchanges and wallets can be hacked or go bankrupt; coins lost this way are rarely recovered.',
  },
  {
    title: 'Banned for UK retail clients',
    text: 'In the UK, firms may not sell, market or distribute crypto CFDs or other crypto derivatives to retail clients: the FCA has banned them since 6 January 2021 (FCA PS20/10; the ban then also covered crypto exchange traded notes, ETNs). Outside the UK, EU retail clients are limited to leverage of 1:2 on crypto CFDs.',
  },
  {
    title: 'Leverage magnifies losses',
    text: 'Trading crypto CFDs with leverage can lose you money very quickly, and markets trade 24/7, so prices can move sharply while you sleep.',
  },
  {
    title: 'Scams and manipulation',
    text: 'Fake projects, pump-and-dump schemes and impersonation scams are common. Be wary of anyone promising guaranteed returns.',
  },
];

/** Ten practical tips for crypto traders. */
export const cryptoTips: string[] = [
  'Only trade money you can afford to lose entirely.',
  'Start with Bitcoin and Ethereum, the most liquid coins, before trading smaller ones.',
  'Risk no more than 1-2% of your capital on any single trade.',
  'Set a stop-loss on every position; crypto markets never close.',
  'Aim for a risk-reward ratio of at least 1:2 before you enter a trade.',
  'Use low leverage, or none: volatility already does the magnifying.',
  'Keep up with regulatory news and major network upgrades.',
  'Use reputable, regulated brokers and exchanges, and enable two-factor authentication.',
  'Keep a trading journal and review your trades every week.',
  'Practise on a demo account for 3-6 months before risking real money.',
];

/** Copy of the /markets/crypto page. */
export const cryptoMarket: MarketPage = {
  lead: 'Cryptocurrencies are digital assets that run on blockchains: shared ledgers maintained by networks of computers rather than by a central bank. They trade around the clock, seven days a week, and are known for large and rapid price swings.',
  sections: [
    {
      id: 'why-trade-crypto',
      heading: 'Why traders follow crypto',
      paragraphs: [],
      points: [
        { title: '24/7 market', text: 'Crypto trades every day of the year, including weekends and holidays.' },
        {
          title: 'Volatility',
          text: 'Large daily ranges create trading opportunities, and equally large risks.',
        },
        {
          title: 'Two-way trading',
          text: 'With CFDs you can go long or short, taking a view on falling as well as rising prices without owning any coins. Not for UK retail clients: the FCA bans crypto CFDs for them.',
        },
        {
          title: 'A growing asset class',
          text: 'Institutional participation and exchange-traded products have made the largest coins part of the wider financial markets.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'price-factors',
      heading: 'What moves crypto prices',
      paragraphs: [],
      points: [
        {
          title: 'Supply and issuance',
          text: 'Fixed or declining issuance, such as the Bitcoin halving every four years, changes the flow of new coins to the market.',
        },
        {
          title: 'Adoption and demand',
          text: 'Use by businesses, institutions and payment networks, and flows into crypto funds, support demand.',
        },
        {
          title: 'Regulation',
          text: 'Approvals, bans and enforcement actions by governments and regulators can move prices within minutes.',
        },
        {
          title: 'Interest rates and liquidity',
          text: 'Crypto has tended to do better when money is cheap and worse when central banks tighten.',
        },
        {
          title: 'Technology and security',
          text: 'Network upgrades can lift confidence; hacks, outages and exchange failures damage it.',
        },
        {
          title: 'Sentiment and media',
          text: 'Social media, news headlines and large holders ("whales") can drive sharp, short-lived moves.',
        },
      ],
      bullets: [],
      ordered: false,
    },
    {
      id: 'strategies',
      heading: 'Common crypto trading strategies',
      paragraphs: [],
      points: [
        {
          title: 'Trend following',
          text: 'Trade in the direction of the prevailing trend using moving averages or higher highs and higher lows, and exit when the trend breaks.',
        },
        {
          title: 'Range trading',
          text: 'Buy near support and sell near resistance while a coin moves sideways, with stops just outside the range.',
        },
        {
          title: 'Breakout trading',
          text: 'Enter when price breaks out of a consolidation on rising volume; false breakouts are common, so keep stops tight.',
        },
        {
          title: 'Swing trading',
          text: 'Hold positions for days to weeks to capture a larger move, accepting overnight and weekend risk.',
        },
      ],
      bullets: [],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Start Learning', href: '/education' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
