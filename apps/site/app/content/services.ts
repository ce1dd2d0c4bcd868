import type { ServicesEducation, ServicesOverview, Signals, Webinars } from './services.schema';

export type { ExampleSignal, LevelCard, ProcessStep } from './services.schema';
export type { Webinar } from './schemas';

/* ---------- Services overview (spec §2: cards for education, webinar, signals) ---------- */

export const servicesOverview: ServicesOverview = {
  intro:
    'Whether you are placing your first trade or refining a strategy, our services work together: learn the method, see it applied live, then follow signals that show their full reasoning and risk.',
  cards: [
    {
      title: 'Trading Education',
      description:
        'Structured courses for beginner, intermediate and advanced traders, plus market courses on forex, commodities, indices, stocks and crypto.',
      highlights: ['Courses for every level', 'Risk management in every course', 'Practice on a demo account'],
      href: '/services/education',
      linkLabel: 'Explore Education',
    },
    {
      title: 'Live Webinars',
      description:
        'Sessions where our analysts review the markets, explain their trade ideas and answer your questions live.',
      highlights: ['Market analysis walk-throughs', 'Risk and psychology topics', 'Questions answered live'],
      href: '/services/webinar',
      linkLabel: 'See Upcoming Webinars',
    },
    {
      title: 'Trading Signals',
      description:
        'Free trade ideas with a clear direction, entry, stop-loss and take-profit, and the reasoning behind each one.',
      highlights: [
        'Entry, stop-loss and take-profit',
        'Risk-reward of at least 1:2',
        'Forex, indices, commodities and more',
      ],
      href: '/services/signals',
      linkLabel: 'How Signals Work',
    },
  ],
  closing: {
    heading: 'Not Sure Where to Start?',
    text: 'New traders get the most from starting with our beginner course. Questions about any service? Our team is happy to help.',
    actions: [
      { label: 'Start Learning', href: '/education' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};

/* ---------- Signals (spec §2 Signals page, §9 example signal and risk guidance) ---------- */

export const signals: Signals = {
  intro:
    'Our signals are trade ideas from our analysts. Each one names the instrument, the direction and three price levels, so you can see exactly what the idea risks and what it aims for before deciding whether it fits your own plan.',
  example: {
    heading: 'Example Signal',
    intro: 'This is what a signal looks like. It is an illustration of the format, not a live trade idea.',
    // Spec §9: entry 1.0850, stop-loss 1.0800, take-profit 1.0950.
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
    text: 'Join a live webinar to see how our analysts find set-ups, or choose a broker to practise on a demo account.',
    actions: [
      { label: 'Join a Webinar', href: '/services/webinar' },
      { label: 'Choose a Broker', href: '/ib-partners' },
    ],
  },
};

/* ---------- Webinars (spec §2 Webinar page, §3 Webinar, §9 dates) ---------- */

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Thursday, 30 October 2025, 15:00 GMT": computed in UTC so the server and every visitor see the same text. */
export function formatGmt(startsAt: string): string {
  const date = new Date(startsAt);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${weekdays[date.getUTCDay()]}, ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} GMT`;
}

export const webinars: Webinars = {
  intro:
    'Join our analysts live. Each session mixes market analysis with practical lessons you can take to a demo account, and ends with your questions. All times are in GMT.',
  registerHref: '#',
  // Spec §9: 30 Oct 2025 15:00 GMT, 5 Nov 2025 19:00 GMT, 12 Nov 2025 17:00 GMT.
  items: [
    {
      title: 'Forex Fundamentals: How Currency Markets Move',
      startsAt: '2025-10-30T15:00:00Z',
      description:
        'How currency pairs are quoted, what pips and lots are, when the trading sessions overlap and which economic releases move the major pairs.',
    },
    {
      title: 'Risk Management Masterclass',
      startsAt: '2025-11-05T19:00:00Z',
      description:
        'Position sizing with the 1-2% rule, placing stop-losses, planning a risk-reward of at least 1:2 and handling a losing streak without breaking your plan.',
    },
    {
      title: 'Technical Analysis: Trends, Support and Resistance',
      startsAt: '2025-11-12T17:00:00Z',
      description:
        'Reading price charts across timeframes, drawing support and resistance, spotting trends and using indicators to confirm, not replace, your analysis.',
    },
  ],
  format: {
    heading: 'What to Expect',
    points: [
      { title: 'Live analysis', text: 'Analysts share their charts and explain their reasoning step by step.' },
      { title: 'Questions and answers', text: 'Every session ends with time for your questions.' },
      { title: 'Education, not advice', text: 'Examples shown are for learning and are not recommendations to trade.' },
    ],
  },
  closing: {
    heading: 'Keep Learning Between Sessions',
    text: 'See how our signals apply these ideas, or ask us about upcoming topics.',
    actions: [
      { label: 'Get Trading Signals', href: '/services/signals' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};

/* ---------- Services education (spec §2: static level cards whose links go to '#') ---------- */

export const servicesEducation: ServicesEducation = {
  intro:
    'Our education service teaches trading as a skill: how markets work, how to analyse them and, above all, how to manage risk. Courses build on each other from beginner to advanced.',
  levelHref: '#',
  levels: [
    {
      title: 'Beginner Course',
      level: 'Beginner',
      summary: 'For new traders: how markets work, placing orders and the basics of protecting your capital.',
      facts: ['12-15 hours', '4 modules', 'Certificate and lifetime access'],
      topics: [
        'Market basics and terminology',
        'Reading a price chart',
        'Risk management foundations',
        'Using a trading platform',
      ],
      linkLabel: 'Beginner Course Details',
    },
    {
      title: 'Intermediate Course',
      level: 'Intermediate',
      summary: 'For traders with the basics and 3-6 months of demo trading: deeper analysis and building a strategy.',
      facts: ['16-20 hours', '4 modules', 'Prerequisite: Beginner course'],
      topics: [
        'Technical analysis in depth',
        'Fundamental analysis',
        'Building a trading strategy',
        'Trading psychology',
      ],
      linkLabel: 'Intermediate Course Details',
    },
    {
      title: 'Advanced Course',
      level: 'Advanced',
      summary: 'For experienced traders: advanced strategy, one-on-one mentoring and a tested capstone project.',
      facts: ['28-36 hours', '4 core modules', '4 one-on-one mentoring sessions'],
      topics: [
        'Advanced strategy development',
        'Backtesting and optimisation',
        'Portfolio risk management',
        'Capstone project',
      ],
      linkLabel: 'Advanced Course Details',
    },
  ],
  approach: {
    id: 'approach',
    heading: 'How We Teach',
    paragraphs: [
      'Every course pairs short lessons with practice. You apply each idea on a demo account before moving on, so skills are tested without risking real money.',
    ],
    points: [
      { title: 'Step by step', text: 'Each level assumes only what the previous one taught.' },
      { title: 'Risk first', text: 'Position sizing and stop-losses are taught before any strategy.' },
      { title: 'Live support', text: 'Webinars and question sessions complement the self-paced lessons.' },
    ],
    bullets: [],
    ordered: false,
  },
  closing: {
    heading: 'Find Your Course',
    text: 'Browse the full course catalogue, including market courses for forex, commodities, indices, stocks and crypto.',
    actions: [
      { label: 'Browse All Courses', href: '/education' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
};
