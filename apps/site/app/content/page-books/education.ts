import { pageBook } from '../page-book.ts';

/** The education pages: the overview, the three levels and the market courses. A route loads only its own section's entries. */
export const educationPages = pageBook([
  {
    path: '/education',
    label: 'Education',
    h1: 'Trading Education',
    title: 'Trading Courses: Beginner to Advanced and by Market',
    description:
      'Structured trading courses from beginner to advanced, plus market courses on forex, commodities, indices, stocks and crypto.',
  },
  {
    path: '/education/beginner',
    label: 'Beginner',
    h1: 'Beginner Trading Course',
    title: 'Beginner Trading Course: Free Lessons in 4 Modules',
    description:
      'Start trading the right way: a free course of written lessons in four modules on markets, analysis basics, risk management and platforms, with quizzes.',
  },
  {
    path: '/education/intermediate',
    label: 'Intermediate',
    h1: 'Intermediate Trading Course',
    title: 'Intermediate Trading Course: 4 Modules, Lessons Coming',
    description:
      'Build on the basics: an intermediate course planned in four modules on technical and fundamental analysis, strategy and risk. Its lessons are being written.',
  },
  {
    path: '/education/advanced',
    label: 'Advanced',
    h1: 'Advanced Trading Course',
    title: 'Advanced Trading Course: Core Modules and Capstone',
    description:
      'An advanced course planned in four core modules and a capstone project with backtesting and demo testing. Its lessons are being written.',
  },
  {
    path: '/education/forex',
    label: 'Forex',
    h1: 'Forex Trading Course',
    title: 'Forex Trading Course: 5 Modules of Lessons',
    description:
      'Learn forex trading in five modules: currency pairs, sessions in GMT, pips and lots, leverage and its limits, analysis and risk management.',
  },
  {
    path: '/education/commodity',
    label: 'Commodities',
    h1: 'Commodity Trading Course',
    title: 'Commodity Trading Course: 5 Modules of Lessons',
    description:
      'Learn commodity trading in five modules: metals, energy and agriculture, supply and demand, seasonality, analysis and risk management.',
  },
  {
    path: '/education/indices',
    label: 'Indices',
    h1: 'Indices Trading Course',
    title: 'Indices Trading Course: 5 Modules of Lessons',
    description:
      'Learn index trading in five modules: how indices are built, trading hours per index, market drivers, strategies and risk management.',
  },
  {
    path: '/education/stocks',
    label: 'Stocks',
    h1: 'Stock Trading Course',
    title: 'Stock Trading Course: 5 Modules of Lessons',
    description:
      'Learn stock trading in five modules: how shares work, reading company results, sectors, technical analysis and risk management.',
  },
  {
    path: '/education/crypto',
    label: 'Crypto',
    h1: 'Crypto Trading Course',
    title: 'Crypto Trading Course: 5 Modules of Lessons',
    description:
      'Learn crypto trading in five modules: blockchain basics, major coins, wallets and exchanges, analysis, volatility and risk management.',
  },
]);
