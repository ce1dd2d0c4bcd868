import type { HoursRange } from '../schemas';
import type { LevelCourse } from './courses.schema';

export type { LevelCourse } from './courses.schema';

/** Spec §2: the course progression path, in order. */
export const courseLevels = [
  { id: 'beginner', label: 'Beginner', href: '/education/beginner' },
  { id: 'intermediate', label: 'Intermediate', href: '/education/intermediate' },
  { id: 'advanced', label: 'Advanced', href: '/education/advanced' },
] as const;
export type CourseLevelId = (typeof courseLevels)[number]['id'];

const h = (min: number, max: number): HoursRange => ({ min, max });

/** Spec §2, §9: the beginner course, 12-15 hours in four modules. */
export const beginnerCourse: LevelCourse = {
  level: 'beginner',
  path: '/education/beginner',
  lead: 'New to trading? This course takes you from the very basics to placing your first trades on a demo account, with risk management built in from day one. No previous experience needed.',
  totalHours: h(12, 15),
  highlights: [
    { title: '12-15 hours', text: 'Self-paced video lessons, quizzes and exercises.' },
    { title: '4 modules', text: 'From how markets work to your first demo trades.' },
    { title: 'Certificate', text: 'A certificate of completion when you finish every module.' },
    { title: 'Lifetime access', text: 'Return to the lessons and updates whenever you like.' },
  ],
  modules: [
    {
      title: 'Introduction to Trading and Financial Markets',
      duration: h(2, 3),
      lessons: [
        'What trading is, and how it differs from investing',
        'Forex, indices, commodities, stocks and crypto at a glance',
        'Brokers, CFDs and how a trade is executed',
        'Bid, ask, spread, pips and lots',
      ],
    },
    {
      title: 'Reading Charts and Technical Analysis Basics',
      duration: h(3, 4),
      lessons: [
        'Line, bar and candlestick charts',
        'Timeframes and trends',
        'Support and resistance',
        'Moving averages and your first indicators',
      ],
    },
    {
      title: 'Risk Management and Trading Psychology',
      duration: h(4, 5),
      lessons: [
        'Risking only 1-2% of your capital per trade',
        'Stop-loss and take-profit orders',
        'Risk-reward: why we look for at least 1:2',
        'Leverage and margin, and how they magnify losses',
        'Fear, greed and keeping a trading journal',
      ],
    },
    {
      title: 'Trading Platforms and Your First Trades',
      duration: h(2, 3),
      lessons: [
        'Setting up MetaTrader and cTrader',
        'Market and pending orders',
        'Opening a demo account with 10,000 in virtual capital',
        'Building a simple trading plan',
      ],
    },
  ],
  sections: [
    {
      id: 'key-skills',
      heading: 'Key skills you will learn',
      paragraphs: [],
      points: [],
      bullets: [
        'Read price charts and identify trends, support and resistance',
        'Understand pips, lots, spreads, leverage and margin',
        'Size every position so that you risk only 1-2% of your capital',
        'Place market and pending orders with a stop-loss and take-profit',
        'Write a basic trading plan and keep a trading journal',
      ],
      ordered: false,
    },
    {
      id: 'after-the-course',
      heading: 'After the course',
      paragraphs: [
        'We recommend practising on a demo account for 3-6 months, starting with 10,000 in virtual capital, before trading real money. When you are trading your plan consistently, move on to the Intermediate course.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Enroll Now', href: '/contact' },
    { label: 'Next: Intermediate Course', href: '/education/intermediate' },
    { label: 'Join a Free Webinar', href: '/services/webinar' },
  ],
};

/** Spec §2: the intermediate course, 16-20 hours in four modules, with prerequisites. */
export const intermediateCourse: LevelCourse = {
  level: 'intermediate',
  path: '/education/intermediate',
  lead: 'For traders who know the basics and want a consistent, tested approach. You will deepen your technical and fundamental analysis, build a trading strategy with clear rules and manage risk across several positions.',
  totalHours: h(16, 20),
  highlights: [
    { title: '16-20 hours', text: 'In-depth lessons with chart exercises and case studies.' },
    { title: '4 modules', text: 'Analysis, strategy building and advanced risk management.' },
    { title: 'Certificate', text: 'A certificate of completion when you finish every module.' },
    { title: 'Lifetime access', text: 'Return to the lessons and updates whenever you like.' },
  ],
  modules: [
    {
      title: 'Advanced Technical Analysis',
      duration: h(5, 6),
      lessons: [
        'Chart patterns: triangles, flags, head and shoulders',
        'Fibonacci retracements and extensions',
        'Oscillators: RSI, MACD and stochastics, and divergence',
        'Multiple-timeframe analysis',
      ],
    },
    {
      title: 'Fundamental Analysis',
      duration: h(4, 5),
      lessons: [
        'Central banks, interest rates and inflation',
        'Reading the economic calendar',
        'Trading around high-impact news safely',
        'Intermarket relationships: bonds, the dollar, commodities and equities',
      ],
    },
    {
      title: 'Building a Trading Strategy',
      duration: h(3, 4),
      lessons: [
        'Entry, exit and filter rules',
        'Backtesting a strategy by hand',
        'Measuring win rate, expectancy and drawdown',
      ],
    },
    {
      title: 'Advanced Risk and Money Management',
      duration: h(4, 5),
      lessons: [
        'Position sizing across several open trades',
        'Correlation and hidden concentration',
        'Trailing stops and scaling out',
        'Handling losing streaks and drawdowns',
      ],
    },
  ],
  sections: [
    {
      id: 'prerequisites',
      heading: 'Prerequisites',
      paragraphs: [],
      points: [],
      bullets: [
        'The Beginner course, or equivalent knowledge of charts, orders and risk management',
        '3-6 months of demo trading',
      ],
      ordered: false,
    },
    {
      id: 'key-skills',
      heading: 'Key skills you will learn',
      paragraphs: [],
      points: [],
      bullets: [
        'Combine chart patterns, indicators and several timeframes into one view',
        'Interpret central-bank decisions and economic releases',
        'Turn your ideas into a rule-based strategy and test it',
        'Manage risk across a portfolio of open positions',
      ],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Enroll Now', href: '/contact' },
    { label: 'Next: Advanced Course', href: '/education/advanced' },
    { label: 'Get Trading Signals', href: '/services/signals' },
  ],
};

/** Spec §2: the advanced course, 28-36 hours, four core modules, mentoring and a capstone project. */
export const advancedCourse: LevelCourse = {
  level: 'advanced',
  path: '/education/advanced',
  lead: 'Our most demanding programme, for experienced traders who want to trade with a professional process. Four core modules, four one-on-one mentoring sessions and a capstone project in which you build, backtest and demo-test your own trading system.',
  totalHours: h(28, 36),
  highlights: [
    { title: '28-36 hours', text: 'Four core modules of advanced material.' },
    { title: '4 mentoring sessions', text: 'One-on-one sessions with an experienced trader.' },
    { title: 'Capstone project', text: 'Build and test a complete trading system of your own.' },
    { title: 'Limited places', text: 'Enrollment is limited and subject to a qualification review.' },
  ],
  modules: [
    {
      title: 'Systematic and Algorithmic Trading',
      duration: h(8, 10),
      lessons: [
        'Turning a discretionary method into exact rules',
        'Automating strategies with Expert Advisors and cBots',
        'Robust backtesting: data quality, costs and overfitting',
        'Walk-forward and out-of-sample testing',
      ],
    },
    {
      title: 'Advanced Market Analysis',
      duration: h(8, 10),
      lessons: [
        'Market structure and liquidity',
        'Volume and order-flow concepts',
        'Intermarket and macroeconomic analysis',
        'Volatility regimes and how to adapt to them',
      ],
    },
    {
      title: 'Portfolio and Risk Management',
      duration: h(6, 8),
      lessons: [
        'Risk budgets across strategies and markets',
        'Correlation, diversification and exposure limits',
        'Drawdown control and recovery plans',
        'Stress-testing a portfolio',
      ],
    },
    {
      title: 'Trading Psychology and Performance Review',
      duration: h(6, 8),
      lessons: [
        'Decision-making under uncertainty',
        'Performance metrics and trade reviews',
        'Building routines that support discipline',
        'Continuous improvement of your trading process',
      ],
    },
  ],
  sections: [
    {
      id: 'mentoring',
      heading: 'One-on-one mentoring',
      paragraphs: [
        'You have four one-on-one mentoring sessions with an experienced trader during the course. Use them to review your strategy, your trade journal and your capstone project, and to work on the areas that matter most to you.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
    {
      id: 'capstone',
      heading: 'Capstone project',
      paragraphs: [
        'To complete the course you design a full trading system of your own, with documented rules for entries, exits, position sizing and risk.',
      ],
      points: [],
      bullets: [
        'Backtest the system on 5 years of historical data, including trading costs',
        'Run it on a demo account for 1 month',
        'Present the results and your review of them to your mentor',
      ],
      ordered: false,
    },
    {
      id: 'enrollment',
      heading: 'Enrollment',
      paragraphs: [
        'Places are limited so that every student gets proper mentoring time. Enrollment is subject to a qualification review: we will ask about your trading experience, and we recommend completing the Intermediate course or having equivalent experience first.',
      ],
      points: [],
      bullets: [],
      ordered: false,
    },
  ],
  callsToAction: [
    { label: 'Enroll Now', href: '/contact' },
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};

/** The three level courses in progression order. */
export const levelCourses = { beginner: beginnerCourse, intermediate: intermediateCourse, advanced: advancedCourse };
