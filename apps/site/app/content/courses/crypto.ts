import type { MarketCourse } from './courses.schema';
import { marketCourseActions } from './market-course';

/** The crypto course, five modules of lessons. */
export const cryptoCourse: MarketCourse = {
  path: '/education/crypto',
  marketPath: '/markets/crypto',
  lead: 'Learn how cryptocurrencies work, what moves their prices and how to trade a market that never closes, with the strict risk management its volatility demands.',
  modules: [
    {
      title: 'Blockchain and Cryptocurrency Basics',
      lessons: ['What a blockchain is', 'Proof of work and proof of stake', 'Coins, tokens and stablecoins'],
    },
    {
      title: 'The Major Coins',
      lessons: [
        'Bitcoin and Ethereum',
        'XRP, Litecoin and Bitcoin Cash',
        'Cardano, Polkadot and Solana',
        'Market capitalisation and liquidity',
      ],
    },
    {
      title: 'Wallets, Exchanges and Security',
      lessons: [
        'Exchanges, brokers and crypto CFDs',
        'Hot and cold wallets',
        'Protecting your accounts and avoiding scams',
      ],
    },
    {
      title: 'Analysing Crypto Markets',
      lessons: ['Technical analysis in a 24/7 market', 'On-chain data and sentiment', 'Regulation and news events'],
    },
    {
      title: 'Crypto Strategies and Risk Management',
      lessons: [
        'Trend, range and breakout strategies',
        'Managing extreme volatility and weekend gaps',
        'Low leverage and position sizing with 1-2% risk per trade',
        'Why demo practice matters even more in crypto',
      ],
    },
  ],
  sections: [],
  callsToAction: marketCourseActions('/markets/crypto', 'Crypto'),
};
