import type { BrokersCopy } from './brokers.schema';

/** Copy of the broker pages. Rules of the best-for lists are computed in features/brokers/best-lists.ts. */
export const brokersCopy: BrokersCopy = {
  // Disclosed before the click (UK CAP code 2.1 and 3.1, US FTC Endorsement Guides): the links are paid.
  disclosure: {
    label: 'Advertising disclosure',
    text: 'This page contains affiliate links. If you open an account with a broker through a ‘Start Trading’ link, we may receive a commission from that broker, at no extra cost to you. Links marked ‘Ad’ are paid referral links.',
  },
  generalRiskWarning: 'CFDs are complex instruments and come with a high risk of losing money rapidly due to leverage.',
  directory: {
    intro:
      'Compare the brokers we partner with: ratings, minimum deposits, spreads, leverage, platforms and regulation. Check any broker’s terms and regulatory status on its own website before you open an account.',
    empty: {
      heading: 'No Brokers Available',
      text: "We're currently updating our broker partnerships. Please check back soon.",
    },
    loading: 'Loading brokers...',
    noMatch: {
      heading: 'No brokers match these filters',
      text: 'Try another platform or regulator, or a higher minimum deposit.',
    },
    filters: {
      legend: 'Filter and sort brokers',
      disclosure: 'Filters',
      active: 'active',
      platform: 'Platform',
      anyPlatform: 'Any platform',
      regulator: 'Regulator',
      anyRegulator: 'Any regulator',
      maxDeposit: 'Highest minimum deposit',
      anyDeposit: 'Any amount',
      sort: 'Sort by',
      apply: 'Apply filters',
      clear: 'Clear filters',
    },
    product: 'Product',
    anyProduct: 'Any product',
    costLabel: 'Cost per lot (EUR/USD)',
    compareLegend: 'Compare brokers',
    compareCheckbox: 'Compare',
    compareButton: 'Compare selected',
    compareHint: 'Tick two or three brokers, then compare them side by side.',
    viewBroker: 'Full details',
    bestListsHeading: 'Best brokers for…',
  },
  brokerPage: {
    costHeading: 'Cost of one trade',
    costExplained:
      'One standard lot (100,000 euros) of EUR/USD, opened and closed: the typical spread in pips × $10 per pip, plus the commission for the round turn.',
    regulatorsHeading: 'Regulation',
    noRegulators: 'No regulator is recorded for this broker.',
    factsHeading: 'Key facts',
    notStated: 'Not stated',
    illustrative:
      'Figures come from the broker’s own published terms as recorded by our team; check them on the broker’s website and the regulator’s register before you open an account.',
    backToDirectory: 'Back to all brokers',
    goneHeading: 'This broker is no longer listed',
    goneText: 'We no longer partner with this broker. Compare the brokers we list today.',
  },
  compare: {
    h1: 'Compare brokers',
    intro:
      'Two or three brokers side by side. In each numeric row the best value is marked “Best”; the rating is computed from the figures, never typed in.',
    best: 'Best',
    tooMany: 'You can compare at most three brokers: we kept the first three.',
    unknown: 'We could not find these brokers, so they are left out:',
    tooFew: 'Choose at least two brokers to compare.',
    pick: 'Choose brokers to compare',
  },
  bestListsCommonRule:
    'Every list takes only active brokers with at least one tier-1 regulator (see how regulators are tiered) and a published share of retail accounts that lose money.',
  bestLists: [
    {
      slug: 'lowest-cost',
      title: 'Lowest cost per lot',
      rule: 'Of those, brokers with a stated EUR/USD spread, sorted by cost per standard lot (spread × $10 + commission), lowest first.',
      description:
        'Brokers ranked by what one standard lot of EUR/USD costs to open and close, from their published terms.',
    },
    {
      slug: 'lowest-deposit',
      title: 'Lowest minimum deposit',
      rule: 'Of those, brokers with a minimum deposit stated in US dollars, sorted by that deposit, lowest first.',
      description: 'Brokers ranked by the smallest first deposit they accept.',
    },
    {
      slug: 'mt5',
      title: 'MetaTrader 5',
      rule: 'Of those, brokers offering MT5, sorted by cost per lot.',
      description: 'Brokers that offer the MetaTrader 5 platform, cheapest first.',
    },
    {
      slug: 'ctrader',
      title: 'cTrader',
      rule: 'Of those, brokers offering cTrader, sorted by cost per lot.',
      description: 'Brokers that offer the cTrader platform, cheapest first.',
    },
    {
      slug: 'beginners',
      title: 'Beginners',
      rule: 'Of those, brokers with a demo account and a minimum deposit of $100 or less, sorted by cost per lot.',
      description: 'Brokers where a beginner can practise on a demo account and start with $100 or less.',
    },
  ],
};
