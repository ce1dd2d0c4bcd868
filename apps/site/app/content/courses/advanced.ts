import type { LevelCourse } from './courses.schema';
import { courseLevel, hours } from './levels';

/** The advanced course, 28-36 hours, four core modules, mentoring and a capstone project. */
export const advancedCourse: LevelCourse = {
  level: 'advanced',
  path: '/education/advanced',
  lead: 'Our most demanding programme, for experienced traders who want to trade with a professional process. Four core modules, four one-on-one mentoring sessions and a capstone project in which you build, backtest and demo-test your own trading system.',
  totalHours: courseLevel('advanced').totalHours,
  highlights: [
    { title: '28-36 hours', text: 'Four core modules of advanced material, their lessons being written.' },
    { title: '4 mentoring sessions', text: 'One-on-one sessions with an experienced trader.' },
    { title: 'Capstone project', text: 'Build and test a complete trading system of your own.' },
    { title: 'Limited places', text: 'Enrollment is limited and subject to a qualification review.' },
  ],
  modules: [
    {
      title: 'Systematic and Algorithmic Trading',
      duration: hours(8, 10),
      lessons: [
        'Turning a discretionary method into exact rules',
        'Automating strategies with Expert Advisors and cBots',
        'Robust backtesting: data quality, costs and overfitting',
        'Walk-forward and out-of-sample testing',
      ],
    },
    {
      title: 'Advanced Market Analysis',
      duration: hours(8, 10),
      lessons: [
        'Market structure and liquidity',
        'Volume and order-flow concepts',
        'Intermarket and macroeconomic analysis',
        'Volatility regimes and how to adapt to them',
      ],
    },
    {
      title: 'Portfolio and Risk Management',
      duration: hours(6, 8),
      lessons: [
        'Risk budgets across strategies and markets',
        'Correlation, diversification and exposure limits',
        'Drawdown control and recovery plans',
        'Stress-testing a portfolio',
      ],
    },
    {
      title: 'Trading Psychology and Performance Review',
      duration: hours(6, 8),
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
