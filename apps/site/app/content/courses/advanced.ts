import type { LevelCourse } from './courses.schema';
import { registerInterestAction } from './register-interest';

/** The advanced course: four core modules planned and a capstone project; its lessons are being written. */
export const advancedCourse: LevelCourse = {
  level: 'advanced',
  path: '/education/advanced',
  lead: 'Our most demanding programme, for experienced traders who want to trade with a professional process. Four core modules and a capstone project in which you build, backtest and demo-test your own trading system.',
  highlights: [
    { title: '4 core modules', text: 'Advanced material, its lessons being written.' },
    { title: 'Capstone project', text: 'Build and test a complete trading system of your own.' },
    {
      title: 'Before you start',
      text: 'We recommend completing the Intermediate course, or having equivalent trading experience, first.',
    },
  ],
  modules: [
    {
      title: 'Systematic and Algorithmic Trading',
      lessons: [
        'Turning a discretionary method into exact rules',
        'Automating strategies with Expert Advisors and cBots',
        'Robust backtesting: data quality, costs and overfitting',
        'Walk-forward and out-of-sample testing',
      ],
    },
    {
      title: 'Advanced Market Analysis',
      lessons: [
        'Market structure and liquidity',
        'Volume and order-flow concepts',
        'Intermarket and macroeconomic analysis',
        'Volatility regimes and how to adapt to them',
      ],
    },
    {
      title: 'Portfolio and Risk Management',
      lessons: [
        'Risk budgets across strategies and markets',
        'Correlation, diversification and exposure limits',
        'Drawdown control and recovery plans',
        'Stress-testing a portfolio',
      ],
    },
    {
      title: 'Trading Psychology and Performance Review',
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
      id: 'capstone',
      heading: 'Capstone project',
      paragraphs: [
        'To complete the course you design a full trading system of your own, with documented rules for entries, exits, position sizing and risk.',
      ],
      points: [],
      bullets: [
        'Backtest the system on 5 years of historical data, including trading costs',
        'Run it on a demo account for 1 month',
        'Write a review of the results: what worked, what did not and what you would change',
      ],
      ordered: false,
    },
  ],
  callsToAction: [
    registerInterestAction,
    { label: 'Get Trading Signals', href: '/services/signals' },
    { label: 'Choose a Broker', href: '/ib-partners' },
  ],
};
