import type { Signals } from './services.schema';

export type { ExampleSignal, ProcessStep } from './services.schema';

/** The Signals page, with the original site's example signal and risk guidance. */
export const signals: Signals = {
  intro:
    'Our signals are trade ideas from our analysts. Each one names the instrument, the direction and three price levels, so you can see exactly what the idea risks and what it aims for before deciding whether it fits your own plan.',
  example: {
    heading: 'Example Signal',
    intro: 'This is what a signal looks like. It is an illustration of the format, not a live trade idea.',
    // The original site's example: entry 1.0850, stop-loss 1.0800, take-profit 1.0950.
    signal: {
      pair: 'EUR/USD',
      action: 'BUY',
      entry: '1.0850',
      stopLoss: '1.0800',
      takeProfit: '1.0950',
      riskNote:
        'Risks 50 pips to aim for 100 pips: a risk-reward ratio of 1:2. Size your position so a stop-out costs no more than 1-2% of your capital.',
    },
    explanation: [
      'BUY means the analysis expects EUR/USD to rise. The entry is the price at which the trade is opened.',
      'The stop-loss at 1.0800 closes the trade automatically if the price falls 50 pips, capping the loss. The take-profit at 1.0950 closes it if the price rises 100 pips.',
      'Prices can gap past a stop-loss in fast markets, so a stop limits risk but does not guarantee the exit price.',
    ],
  },
  process: {
    heading: 'How Our Signals Work',
    intro: 'Every signal goes through the same four steps, from analysis to a trade you manage yourself.',
    steps: [
      {
        title: 'Market analysis',
        text: 'Our analysts study price action, key levels and the economic calendar across forex, indices, commodities and crypto.',
      },
      {
        title: 'Signal published',
        text: 'When a set-up meets our criteria, we publish it with the instrument, direction, entry, stop-loss and take-profit.',
      },
      {
        title: 'You review and size the trade',
        text: 'You check the idea against your own plan and choose a position size that risks no more than 1-2% of your capital.',
      },
      {
        title: 'Place and manage the trade',
        text: 'You enter the order with its stop-loss and take-profit on your platform, then review the result, win or lose, to keep learning.',
      },
    ],
  },
  riskGuidance: {
    heading: 'Risk Management Guidance',
    intro: 'Signals can and do lose. These rules keep any single loss small enough to recover from.',
    rules: [
      {
        title: 'Risk 1-2% of your capital per trade',
        text: 'With 10,000 in your account, a 1% risk means a stop-out costs 100. A run of losses then dents your account instead of emptying it.',
      },
      {
        title: 'Look for a risk-reward ratio of at least 1:2',
        text: 'Aim to make at least twice what you risk, like the example signal: 50 pips of risk for a 100-pip target.',
      },
      {
        title: 'Practise on a demo account for 3-6 months',
        text: 'Trade our signals with 10,000 of virtual demo capital for three to six months before using real money, and keep a journal of every trade.',
      },
      {
        title: 'Always use a stop-loss',
        text: 'Decide where you are wrong before you enter, and never widen a stop once the trade is open.',
      },
    ],
    lots: {
      heading: 'Lot Sizes',
      intro: 'Forex positions are measured in lots. Smaller lots let you keep to the 1-2% rule with a small account.',
      items: [
        { name: 'Standard lot', shorthand: '100k', units: 100000, pipValue: 'about 10 per pip on EUR/USD' },
        { name: 'Mini lot', shorthand: '10k', units: 10000, pipValue: 'about 1 per pip on EUR/USD' },
        { name: 'Micro lot', shorthand: '1k', units: 1000, pipValue: 'about 0.10 per pip on EUR/USD' },
      ],
      example:
        'Worked example: risking 1% of 10,000 (100) on the example signal’s 50-pip stop allows 2 per pip, which is 2 mini lots (0.2 standard lots).',
    },
  },
  disclaimer:
    'Signals are general market analysis for education, not personal advice or a recommendation to trade. Past performance is not a reliable indicator of future results.',
  closing: {
    heading: 'Learn the Method Behind the Signals',
    text: 'Join a live webinar to see how our analysts find set-ups, or choose a broker to practise on a demo account. To hear of each signal as it happens, get an e-mail alert: every signal or only your instruments.',
    actions: [
      { label: 'Join a Webinar', href: '/services/webinar' },
      { label: 'Get Signal Alerts by E-mail', href: '/services/signals/alerts' },
      { label: 'Choose a Broker', href: '/ib-partners' },
    ],
  },
};
