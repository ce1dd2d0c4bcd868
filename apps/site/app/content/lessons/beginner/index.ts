import { lesson as tradingVsInvesting } from './introduction-to-trading/trading-vs-investing';
import { lesson as marketsAtAGlance } from './introduction-to-trading/markets-at-a-glance';
import { lesson as brokersCfdsAndExecution } from './introduction-to-trading/brokers-cfds-and-execution';
import { lesson as bidAskSpreadPipsAndLots } from './introduction-to-trading/bid-ask-spread-pips-and-lots';
import { lesson as lineBarAndCandlestickCharts } from './charts-and-technical-analysis/line-bar-and-candlestick-charts';
import { lesson as timeframesAndTrends } from './charts-and-technical-analysis/timeframes-and-trends';
import { lesson as supportAndResistance } from './charts-and-technical-analysis/support-and-resistance';
import { lesson as movingAveragesAndIndicators } from './charts-and-technical-analysis/moving-averages-and-indicators';
import { lesson as risking12Percent } from './risk-management-and-psychology/risking-1-2-percent';
import { lesson as stopLossAndTakeProfit } from './risk-management-and-psychology/stop-loss-and-take-profit';
import { lesson as riskReward } from './risk-management-and-psychology/risk-reward';
import { lesson as leverageAndMargin } from './risk-management-and-psychology/leverage-and-margin';
import { lesson as fearGreedAndJournal } from './risk-management-and-psychology/fear-greed-and-journal';
import { lesson as metatraderAndCtrader } from './platforms-and-first-trades/metatrader-and-ctrader';
import { lesson as marketAndPendingOrders } from './platforms-and-first-trades/market-and-pending-orders';
import { lesson as demoAccount } from './platforms-and-first-trades/demo-account';
import { lesson as tradingPlan } from './platforms-and-first-trades/trading-plan';

/** The Beginner course's lessons by module, in the order of /education/beginner (module titles match it). */
export const beginnerLessonModules = [
  {
    slug: 'introduction-to-trading',
    title: 'Introduction to Trading and Financial Markets',
    lessons: [tradingVsInvesting, marketsAtAGlance, brokersCfdsAndExecution, bidAskSpreadPipsAndLots],
  },
  {
    slug: 'charts-and-technical-analysis',
    title: 'Reading Charts and Technical Analysis Basics',
    lessons: [lineBarAndCandlestickCharts, timeframesAndTrends, supportAndResistance, movingAveragesAndIndicators],
  },
  {
    slug: 'risk-management-and-psychology',
    title: 'Risk Management and Trading Psychology',
    lessons: [risking12Percent, stopLossAndTakeProfit, riskReward, leverageAndMargin, fearGreedAndJournal],
  },
  {
    slug: 'platforms-and-first-trades',
    title: 'Trading Platforms and Your First Trades',
    lessons: [metatraderAndCtrader, marketAndPendingOrders, demoAccount, tradingPlan],
  },
];
