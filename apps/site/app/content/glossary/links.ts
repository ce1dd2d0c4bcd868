/*
 * The lessons and tools a glossary term links to, written once: a term lists the constants, so a label always
 * matches the lesson's title or the tool's name. The content check (glossary-checks.ts) proves every href exists.
 */

const lessonLink = (module: string, slug: string, title: string) => ({
  label: title,
  href: `/education/beginner/${module}/${slug}`,
});

const intro = 'introduction-to-trading';
const charts = 'charts-and-technical-analysis';
const risk = 'risk-management-and-psychology';
const platforms = 'platforms-and-first-trades';

/** The Beginner course's lessons (titles as the course page lists them). */
export const lessons = {
  tradingVsInvesting: lessonLink(intro, 'trading-vs-investing', 'What trading is, and how it differs from investing'),
  marketsAtAGlance: lessonLink(
    intro,
    'markets-at-a-glance',
    'Forex, indices, commodities, stocks and crypto at a glance',
  ),
  brokersCfds: lessonLink(intro, 'brokers-cfds-and-execution', 'Brokers, CFDs and how a trade is executed'),
  bidAskPipsLots: lessonLink(intro, 'bid-ask-spread-pips-and-lots', 'Bid, ask, spread, pips and lots'),
  charts: lessonLink(charts, 'line-bar-and-candlestick-charts', 'Line, bar and candlestick charts'),
  timeframesTrends: lessonLink(charts, 'timeframes-and-trends', 'Timeframes and trends'),
  supportResistance: lessonLink(charts, 'support-and-resistance', 'Support and resistance'),
  movingAverages: lessonLink(charts, 'moving-averages-and-indicators', 'Moving averages and your first indicators'),
  risking: lessonLink(risk, 'risking-1-2-percent', 'Risking only 1-2% of your capital per trade'),
  stopLossTakeProfit: lessonLink(risk, 'stop-loss-and-take-profit', 'Stop-loss and take-profit orders'),
  riskReward: lessonLink(risk, 'risk-reward', 'Risk-reward: why we look for at least 1:2'),
  leverageMargin: lessonLink(risk, 'leverage-and-margin', 'Leverage and margin, and how they magnify losses'),
  journal: lessonLink(risk, 'fear-greed-and-journal', 'Fear, greed and keeping a trading journal'),
  platforms: lessonLink(platforms, 'metatrader-and-ctrader', 'Setting up MetaTrader and cTrader'),
  orders: lessonLink(platforms, 'market-and-pending-orders', 'Market and pending orders'),
  demo: lessonLink(platforms, 'demo-account', 'Opening a demo account with 10,000 in virtual capital'),
  tradingPlan: lessonLink(platforms, 'trading-plan', 'Building a simple trading plan'),
};

/** The free tools (names as the tools overview gives them). */
export const tools = {
  positionSize: { label: 'Position Size Calculator', href: '/tools/position-size' },
  pipValue: { label: 'Pip Value Calculator', href: '/tools/pip-value' },
  margin: { label: 'Margin Calculator', href: '/tools/margin' },
  profit: { label: 'Profit and Loss Calculator', href: '/tools/profit' },
  riskReward: { label: 'Risk-Reward Calculator', href: '/tools/risk-reward' },
  marketHours: { label: 'Forex Market Hours', href: '/tools/market-hours' },
};

/** Other pages of the site a term is explained on. */
export const pages = {
  forex: { label: 'Forex market', href: '/markets/forex' },
  indices: { label: 'Indices market', href: '/markets/indices' },
  commodities: { label: 'Commodities market', href: '/markets/commodity' },
  crypto: { label: 'Crypto market', href: '/markets/crypto' },
  stocks: { label: 'Stocks market', href: '/markets/stocks' },
  mt4: { label: 'MetaTrader 4', href: '/platforms/mt4' },
  mt5: { label: 'MetaTrader 5', href: '/platforms/mt5' },
  ctrader: { label: 'cTrader', href: '/platforms/ctraders' },
  signals: { label: 'Trading signals', href: '/services/signals' },
  riskWarning: { label: 'Risk warning', href: '/risk-warning' },
  brokers: { label: 'Partner brokers', href: '/ib-partners' },
};
