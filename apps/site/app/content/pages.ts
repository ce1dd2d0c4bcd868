import type { Page } from './pages.schema';

export type { Page };

const rawPages = [
  {
    path: '/',
    label: 'Home',
    h1: 'Free Trading Signals and Trading Education',
    title: 'UPM Trading | Free Trading Signals & Trading Education',
    description:
      'Free trading signals, structured trading courses, live webinars and partner-broker guidance for retail traders from beginner to advanced.',
  },
  {
    path: '/markets',
    label: 'Markets',
    h1: 'Markets We Cover',
    title: 'Markets: Forex, Indices, Commodities, Crypto, Stocks',
    description:
      'Explore the markets we cover: forex, indices, commodities, crypto and stocks, with live market overview, charts and an economic calendar.',
  },
  {
    path: '/markets/forex',
    label: 'Forex',
    h1: 'Forex Market',
    title: 'Forex Market: Currency Pairs, Sessions and Leverage',
    description:
      'How the forex market works: major currency pairs and their nicknames, trading sessions in GMT, pips, lots, leverage and the risks of trading on margin.',
  },
  {
    path: '/markets/indices',
    label: 'Indices',
    h1: 'Indices Market',
    title: 'Indices Market: S&P 500, NASDAQ 100, FTSE 100, DAX',
    description:
      'Trade the world\u2019s major stock indices: what an index is, how index CFDs work, the main indices by region and the hours they trade.',
  },
  {
    path: '/markets/commodity',
    label: 'Commodities',
    h1: 'Commodity Market',
    title: 'Commodity Market: Metals, Energy and Agriculture',
    description:
      'Commodity trading explained: precious metals, energy and agricultural products, what moves their prices and how traders use them.',
  },
  {
    path: '/markets/crypto',
    label: 'Crypto',
    h1: 'Cryptocurrency Market',
    title: 'Crypto Market: Bitcoin, Ethereum and Major Coins',
    description:
      'Cryptocurrency trading: eight major coins, what drives their prices, common strategies, crypto risk warnings and ten practical tips.',
  },
  {
    path: '/markets/stocks',
    label: 'Stocks',
    h1: 'Stock Market',
    title: 'Stock Market: Sectors, Major Stocks and Strategies',
    description:
      'Stock trading explained: eight market sectors, twelve widely traded shares, four approaches, price factors, strategies and tips.',
  },
  {
    path: '/services',
    label: 'Services',
    h1: 'Our Services',
    title: 'Services: Trading Signals, Webinars and Education',
    description:
      'What we offer traders: free trading signals with clear entry, stop-loss and take-profit levels, live webinars and structured trading education.',
  },
  {
    path: '/services/signals',
    label: 'Signals',
    h1: 'Trading Signals',
    title: 'Free Trading Signals with Entry, Stop-Loss and Target',
    description:
      'How our free trading signals work: an example signal with entry, stop-loss and take-profit, and the four steps from analysis to your trade.',
  },
  {
    path: '/services/webinar',
    label: 'Webinars',
    h1: 'Trading Webinars',
    title: 'Live Trading Webinars: Upcoming Sessions',
    description:
      'Join our live trading webinars: upcoming sessions with dates and times in GMT, covering analysis, risk management and trading psychology.',
  },
  {
    path: '/services/education',
    label: 'Education',
    h1: 'Trading Education Services',
    title: 'Trading Education Service: Courses for Every Level',
    description:
      'Our trading education service: beginner, intermediate and advanced courses that build skills step by step, with risk management at the core.',
  },
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
    title: 'Beginner Trading Course: 12-15 Hours, 4 Modules',
    description:
      'Start trading the right way: a 12-15 hour beginner course in four modules covering markets, analysis basics, risk management and platforms.',
  },
  {
    path: '/education/intermediate',
    label: 'Intermediate',
    h1: 'Intermediate Trading Course',
    title: 'Intermediate Trading Course: 16-20 Hours, 4 Modules',
    description:
      'Build on the basics: a 16-20 hour intermediate course in four modules on technical and fundamental analysis, strategy and risk.',
  },
  {
    path: '/education/advanced',
    label: 'Advanced',
    h1: 'Advanced Trading Course',
    title: 'Advanced Trading Course: Mentoring and Capstone',
    description:
      'A 28-36 hour advanced course: four core modules, four one-on-one mentoring sessions and a capstone project with backtesting and demo testing.',
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
  {
    path: '/platforms',
    label: 'Platforms',
    h1: 'Trading Platforms',
    title: 'Trading Platforms: MetaTrader 5, MetaTrader 4, cTrader',
    description:
      'Compare the trading platforms our partner brokers offer: MetaTrader 5, MetaTrader 4 and cTrader, their tools and who each suits.',
  },
  {
    path: '/platforms/mt5',
    label: 'MetaTrader 5',
    h1: 'MetaTrader 5 (MT5)',
    title: 'MetaTrader 5 (MT5): Features, Timeframes, Indicators',
    description:
      'MetaTrader 5: 21 timeframes, 39 built-in indicators, 24 analytical objects and 8 strategy tester modes for multi-asset trading.',
  },
  {
    path: '/platforms/mt4',
    label: 'MetaTrader 4',
    h1: 'MetaTrader 4 (MT4)',
    title: 'MetaTrader 4 (MT4): The Classic Forex Platform',
    description:
      'MetaTrader 4, the classic forex trading platform: charting, indicators, Expert Advisors for automated trading and one-click trading.',
  },
  {
    path: '/platforms/ctraders',
    label: 'cTrader',
    h1: 'cTrader',
    title: 'cTrader: Advanced Charting and Transparent Pricing',
    description:
      'cTrader: an ECN-style trading platform with depth of market, advanced order types, detailed charting and automated trading with cBots.',
  },
  {
    path: '/ib-partners',
    label: 'IB Partners',
    h1: 'Our Partner Brokers',
    title: 'Partner Brokers: Compare Trusted Trading Brokers',
    description:
      'Compare our partner brokers: ratings, minimum deposits, spreads, leverage, platforms and regulation, side by side in one directory.',
  },
  {
    path: '/tools',
    label: 'Tools',
    h1: 'Trader Tools',
    title: 'Trader Tools: Forex Calculators and Market Hours',
    description:
      'Free forex calculators that show their working: position size, pip value, margin, profit and loss, risk-reward, and the market hours.',
  },
  {
    path: '/tools/position-size',
    label: 'Position size',
    h1: 'Position Size Calculator',
    title: 'Position Size Calculator: Lots From Your Risk',
    description:
      'Work out how many lots to trade from your balance, risk per trade and stop-loss, for any major or cross pair, JPY pairs included.',
  },
  {
    path: '/tools/pip-value',
    label: 'Pip value',
    h1: 'Pip Value Calculator',
    title: 'Pip Value Calculator: Forex Pip Value by Pair',
    description:
      'What one pip is worth in USD, EUR, GBP or JPY for a position in any major or cross pair, with the formula and a worked example.',
  },
  {
    path: '/tools/margin',
    label: 'Margin',
    h1: 'Margin Calculator',
    title: 'Forex Margin Calculator: Margin at Your Leverage',
    description:
      'Work out the margin a forex position needs at your leverage, in your account currency, with the formula and a worked example.',
  },
  {
    path: '/tools/profit',
    label: 'Profit and loss',
    h1: 'Profit and Loss Calculator',
    title: 'Forex Profit Calculator: Pips and Money Made or Lost',
    description:
      'Work out the pips and the money a forex trade made or lost from its direction, opening and closing prices and size.',
  },
  {
    path: '/tools/risk-reward',
    label: 'Risk-reward',
    h1: 'Risk-Reward Calculator',
    title: 'Risk-Reward Calculator: Ratio From Entry, Stop, Target',
    description:
      'Work out a trade\u2019s risk and reward in pips and its risk-reward ratio from the entry, stop-loss and target prices.',
  },
  {
    path: '/tools/market-hours',
    label: 'Market hours',
    h1: 'Forex Market Hours',
    title: 'Forex Market Hours: Sessions Open Now, in Your Time',
    description:
      'Which forex sessions are open now: Sydney, Tokyo, London and New York, with daylight saving, overlaps and a 24-hour timeline.',
  },
  {
    path: '/about',
    label: 'About Us',
    h1: 'About Us',
    title: 'About Us: Our Mission, Vision and Values',
    description:
      'Who we are: a team of traders and educators giving retail traders free signals, honest education and clear guidance on risk.',
  },
  {
    path: '/contact',
    label: 'Contact Us',
    h1: 'Contact Us',
    title: 'Contact Us: Questions About Signals or Courses',
    description:
      'Get in touch with our team about trading signals, courses, webinars or partner brokers. We reply to every message.',
  },
  // Legal pages (issue 15): content in content/legal/, prerendered, linked from the footer.
  {
    path: '/risk-warning',
    label: 'Risk warning',
    h1: 'Risk Warning',
    title: 'Risk Warning: CFDs, Leverage, Crypto and Signals',
    description:
      'The risks of trading CFDs with leverage, the limits for UK and EU retail clients, crypto CFDs, and why our signals are not advice.',
  },
  {
    path: '/privacy',
    label: 'Privacy policy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy: What We Collect and Why',
    description:
      'What personal data UPM Trading collects, why, for how long, who receives it, and how to use your rights to see or delete it.',
  },
  {
    path: '/terms',
    label: 'Terms of use',
    h1: 'Terms of Use',
    title: 'Terms of Use for the UPM Trading Website',
    description:
      'The terms for using this website, its free signals, education and webinars: no advice, no guarantee, your responsibility.',
  },
  {
    path: '/cookies',
    label: 'Cookies',
    h1: 'Cookies and Local Storage',
    title: 'Cookies, Local Storage and Your Choices',
    description:
      'Every cookie and storage item this site and TradingView\u2019s widgets may set, what each is for, and how to change your choice.',
  },
] as const;

/**
 * Pages rendered per request: the database-backed directory, signals and webinar pages (kept per data version by
 * server/page-cache.ts), and the tools, whose result depends on the query string (the server serves a
 * prerendered file whatever the query) or, for market hours, on the time.
 */
const perRequestPaths = new Set<string>([
  '/ib-partners',
  '/services/signals',
  '/services/webinar',
  '/tools/position-size',
  '/tools/pip-value',
  '/tools/margin',
  '/tools/profit',
  '/tools/risk-reward',
  '/tools/market-hours',
]);

/** Every public page (a bad title or description fails the build: validate-content.server.ts). */
export const pages: readonly Page[] = rawPages.map((page) => ({ ...page, prerender: !perRequestPaths.has(page.path) }));

/** Paths rendered to HTML at build time: every public page but those rendered per request. */
export const prerenderedPaths = pages.filter((page) => page.prerender).map((page) => page.path);

/** Look up a page by its path; throws for an unknown path so a typo fails loudly. */
export function pageFor(path: string): Page {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No page metadata for ${path}`);
  return page;
}
