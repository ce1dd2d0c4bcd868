import type { LevelCourse } from './courses.schema';
import { registerInterestAction } from './register-interest';

/** The intermediate course: four modules planned, with prerequisites; its lessons are being written. */
export const intermediateCourse: LevelCourse = {
  level: 'intermediate',
  path: '/education/intermediate',
  lead: 'For traders who know the basics and want a consistent, tested approach. You will deepen your technical and fundamental analysis, build a trading strategy with clear rules and manage risk across several positions.',
  highlights: [
    { title: 'Written lessons', text: 'Self-paced written lessons, planned in the four modules below.' },
    { title: '4 modules', text: 'Analysis, strategy building and advanced risk management.' },
    { title: 'Lessons coming', text: 'The lessons are being written; each module lists what it will cover.' },
    { title: 'Start now', text: 'The Beginner course is complete and free to read.' },
  ],
  modules: [
    {
      title: 'Advanced Technical Analysis',
      lessons: [
        'Chart patterns: triangles, flags, head and shoulders',
        'Fibonacci retracements and extensions',
        'Oscillators: RSI, MACD and stochastics, and divergence',
        'Multiple-timeframe analysis',
      ],
    },
    {
      title: 'Fundamental Analysis',
      lessons: [
        'Central banks, interest rates and inflation',
        'Reading the economic calendar',
        'Trading around high-impact news safely',
        'Intermarket relationships: bonds, the dollar, commodities and equities',
      ],
    },
    {
      title: 'Building a Trading Strategy',
      lessons: [
        'Entry, exit and filter rules',
        'Backtesting a strategy by hand',
        'Measuring win rate, expectancy and drawdown',
      ],
    },
    {
      title: 'Advanced Risk and Money Management',
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
    registerInterestAction,
    { label: 'Next: Advanced Course', href: '/education/advanced' },
    { label: 'Get Trading Signals', href: '/services/signals' },
  ],
};
