import type { BrokerDetails } from './broker-details';
import type { BrokerInput } from './broker-schema';

/**
 * The five default brokers (as the original seeded them: minimum deposits $1, $5, $100, $1, $200; all active). The original's typed
 * ratings are gone: a rating is computed from the figures (rating.ts). Descriptions make no price claims ("raw
 * spreads", "low-cost"): the figures state the costs, and typed words could contradict them. The firms are fictional: their sites use the reserved `.example` domain so
 * no visitor is sent to a real company on our say-so, and logos are local SVGs so the page needs no
 * third-party image host.
 */
export const defaultBrokers: readonly Omit<BrokerInput, keyof BrokerDetails>[] = [
  {
    name: 'Atlas Markets',
    description:
      'A multi-asset broker offering forex, indices, commodities and crypto CFDs, with accounts that open from $1.',
    website: 'https://www.atlasmarkets.example/',
    logo: '/brokers/atlas-markets.svg',
    features: ['Negative balance protection', 'Copy trading', '24/5 support'],
    minDeposit: '$1',
    leverage: '1:500 (FSCA, FSC Mauritius)',
    spreads: 'From 0.0 pips',
    regulation: ['FSCA', 'FSC Mauritius'],
    tradingPlatforms: ['MT4', 'MT5'],
    accountTypes: ['Standard', 'Raw', 'Cent'],
    contactEmail: 'partners@atlasmarkets.example',
    referralLink: 'https://www.atlasmarkets.example/open-account?ib=upm',
  },
  {
    name: 'Northbridge FX',
    description: 'Forex specialist with free VPS for active traders and a low entry point for new accounts.',
    website: 'https://www.northbridgefx.example/',
    logo: '/brokers/northbridge-fx.svg',
    features: ['Free VPS', 'Islamic accounts', 'Micro lots'],
    minDeposit: '$5',
    leverage: '1:30 (CySEC retail) · 1:1000 (FSA Seychelles)',
    spreads: 'From 0.1 pips',
    regulation: ['CySEC', 'FSA Seychelles'],
    tradingPlatforms: ['MT4', 'MT5', 'cTrader'],
    accountTypes: ['Standard', 'Pro'],
    contactEmail: 'ib@northbridgefx.example',
    referralLink: 'https://www.northbridgefx.example/register?partner=upm',
  },
  {
    name: 'Meridian Trade',
    description:
      'Established broker with a wide range of share CFDs and indices, detailed research and an education library for developing traders.',
    website: 'https://www.meridiantrade.example/',
    logo: '/brokers/meridian-trade.svg',
    features: ['Share CFDs', 'Daily market research', 'Trading academy', 'Segregated client funds'],
    minDeposit: '$100',
    leverage: '1:30 (FCA, ASIC retail)',
    spreads: 'From 0.6 pips',
    regulation: ['FCA', 'ASIC'],
    tradingPlatforms: ['MT5', 'cTrader'],
    accountTypes: ['Standard', 'Pro'],
    contactEmail: 'partners@meridiantrade.example',
    referralLink: 'https://www.meridiantrade.example/apply?ref=upm',
  },
  {
    name: 'Harbor Prime',
    description: 'Start with a cent account, trade micro lots and move to a standard account when you are ready.',
    website: 'https://www.harborprime.example/',
    logo: '/brokers/harbor-prime.svg',
    features: ['Cent accounts', 'Instant withdrawals', 'Demo account'],
    minDeposit: '$1',
    leverage: '1:2000 (FSC Mauritius)',
    spreads: 'From 0.3 pips',
    regulation: ['FSC Mauritius'],
    tradingPlatforms: ['MT4', 'MT5'],
    accountTypes: ['Cent', 'Standard'],
    contactEmail: 'ib@harborprime.example',
    referralLink: 'https://www.harborprime.example/signup?ib=upm',
  },
  {
    name: 'Summit Capital Markets',
    description:
      'Premium ECN broker for experienced traders: deep liquidity, commission-based pricing and advanced order types across every major market.',
    website: 'https://www.summitcapitalmarkets.example/',
    logo: '/brokers/summit-capital-markets.svg',
    features: ['ECN execution', 'Depth of market', 'Algorithmic trading', 'Dedicated account manager'],
    minDeposit: '$200',
    leverage: '1:30 (FCA, CySEC retail) · 1:50 (DFSA retail)',
    spreads: 'From 0.0 pips + commission',
    regulation: ['FCA', 'CySEC', 'DFSA'],
    tradingPlatforms: ['MT5', 'cTrader'],
    accountTypes: ['ECN', 'Pro', 'VIP'],
    contactEmail: 'partners@summitcapitalmarkets.example',
    referralLink: 'https://www.summitcapitalmarkets.example/open?ib=upm',
  },
];
