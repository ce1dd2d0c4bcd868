import type { Home } from './home.schema';

export type { SamplePrice, ServiceTeaser } from './home.schema';

/** The home page's copy. */
export const home: Home = {
  hero: {
    eyebrow: 'Signals, courses and webinars for retail traders',
    lead: 'Trade ideas with a clear entry, stop-loss and take-profit, and step-by-step education that puts risk management first, from your first demo trade to advanced strategy.',
    // 'Get Trading Signals' goes to /services, 'Start Learning' to /education, as on the original site.
    actions: [
      { label: 'Get Trading Signals', href: '/services' },
      { label: 'Start Learning', href: '/education' },
    ],
    samplePricesCaption: 'Sample prices for illustration, not live quotes',
    samplePrices: [
      { symbol: 'EUR/USD', price: '1.0850', change: '+0.12%' },
      { symbol: 'GBP/USD', price: '1.2640', change: '-0.08%' },
      { symbol: 'GOLD', price: '2,345.20', change: '+0.35%' },
      { symbol: 'BTC/USD', price: '67,420', change: '-1.10%' },
    ],
  },
  whoWeAre: {
    heading: 'Who We Are',
    intro:
      'We are a team of traders and educators who have spent more than a decade in the markets. We share our analysis for free and teach the methods behind it, so you can judge every trade for yourself.',
  },
  servicesPreview: {
    heading: 'Our Services',
    intro: 'Three ways to build your trading, whichever stage you are at.',
  },
  features: {
    heading: 'Why Traders Choose Us',
    intro: 'What you can expect from every signal, lesson and webinar.',
    items: [
      {
        title: 'Clear levels on every signal',
        text: 'Each signal states the instrument, direction, entry, stop-loss and take-profit, so you know the risk before you trade.',
      },
      {
        title: 'Risk management at the core',
        text: 'We teach risking 1-2% of your capital per trade and looking for a risk-reward ratio of at least 1:2.',
      },
      {
        title: 'Learning from beginner to advanced',
        text: 'Structured courses take you from how markets work to building and testing your own strategy.',
      },
      {
        title: 'Many markets in one place',
        text: 'Forex, indices, commodities, stocks and crypto, with market guides and a live economic calendar.',
      },
      {
        title: 'Live webinars',
        text: 'Regular sessions where analysts walk through the markets and answer your questions.',
      },
      {
        title: 'Platform and broker guidance',
        text: 'Plain guides to MetaTrader 5, MetaTrader 4 and cTrader, and a directory of partner brokers to compare.',
      },
    ],
  },
  closing: {
    heading: 'Ready to Trade with a Plan?',
    text: 'Start with the basics, practise on a demo account, then follow our signals with risk you have sized yourself.',
    actions: [
      { label: 'View Trading Signals', href: '/services/signals' },
      { label: 'Choose a Broker', href: '/ib-partners' },
    ],
  },
};
