import type { SignalInput } from './signal-schema';

/*
 * The hand-worked table the result and statistics tests check against. Each row was worked out on paper:
 *
 *  #  instrument  dir   entry     initial SL  TP        how it ended                  exit      pips/points  R
 *  1  EUR/USD     BUY   1.08000   1.07500     1.09000   take-profit (61 days ago)     1.09000   +100.0 pips  +2
 *  2  GBP/USD     SELL  1.26000   1.26500     1.25000   stop-loss (58 days ago)       1.26500    -50.0 pips  -1
 *  3  USD/JPY     BUY   150.000   149.500     151.000   take-profit (JPY pair)        151.000   +100.0 pips  +2
 *  4  XAU/USD     BUY   2650.00   2640.00     2680.00   take-profit (gold, points)    2680.00    +30.00 pts  +3
 *  5  EUR/JPY     SELL  162.500   163.000     161.500   stop moved to 162.500, hit    162.500      0.0 pips   0
 *  6  EUR/USD     SELL  1.10000   1.10400     1.09000   closed by hand at 1.10200     1.10200    -20.0 pips  -0.5
 *  7  AUD/USD     BUY limit 0.65000 ...                 expired: listed, not counted
 *  8  USD/CAD     SELL stop 1.36000 ...                 cancelled: listed, not counted
 *
 * All time (1-6, in closing order): cumulative R 2, 1, 3, 6, 6, 5.5. Closed 6, wins 3 (1, 3, 4), losses 2
 * (2, 6; the break-even 5 is neither), win rate 3/6 = 50.0 %, total 5.5 R, average 5.5/6 = 0.92 R, profit
 * factor (2+2+3)/(1+0.5) = 4.67, max drawdown 1 R (peak 2 → 1; later peak 6 → 5.5 is only 0.5).
 * Last 30 and 90 days: trades 3-6 closed within 30 days, 1-2 sixty days ago, so the last 90 days are all of
 * them and the last 30 days are 3-6: cumulative 2, 5, 5, 4.5; closed 4, wins 2, losses 1, win rate 50.0 %,
 * total 4.5 R, average 1.13 R (1.125 rounded half up), profit factor 5/0.5 = 10, max drawdown 0.5 R.
 * Every close (and its publication an hour before) falls on a weekday, inside its market's hours: a step while
 * the market is shut needs a reason (close-check.ts), which this table is not about.
 */

export interface WorkedCase {
  input: Omit<SignalInput, 'validUntil' | 'note'>;
  /** Days before "now" it closed. */
  closedDaysAgo: number;
  amendStopLoss?: number;
  close: { outcome: 'take-profit' | 'stop-loss' } | { outcome: 'manual'; exitPrice: number };
  exit: number;
  pips: number;
  r: number;
}

export const workedCases: WorkedCase[] = [
  {
    input: {
      instrument: 'EUR/USD',
      direction: 'BUY',
      orderType: 'market',
      entry: 1.08,
      stopLoss: 1.075,
      takeProfit: 1.09,
    },
    closedDaysAgo: 61,
    close: { outcome: 'take-profit' },
    exit: 1.09,
    pips: 100,
    r: 2,
  },
  {
    input: {
      instrument: 'GBP/USD',
      direction: 'SELL',
      orderType: 'market',
      entry: 1.26,
      stopLoss: 1.265,
      takeProfit: 1.25,
    },
    closedDaysAgo: 58,
    close: { outcome: 'stop-loss' },
    exit: 1.265,
    pips: -50,
    r: -1,
  },
  {
    input: {
      instrument: 'USD/JPY',
      direction: 'BUY',
      orderType: 'market',
      entry: 150,
      stopLoss: 149.5,
      takeProfit: 151,
    },
    closedDaysAgo: 20,
    close: { outcome: 'take-profit' },
    exit: 151,
    pips: 100,
    r: 2,
  },
  {
    input: {
      instrument: 'XAU/USD',
      direction: 'BUY',
      orderType: 'market',
      entry: 2650,
      stopLoss: 2640,
      takeProfit: 2680,
    },
    closedDaysAgo: 15,
    close: { outcome: 'take-profit' },
    exit: 2680,
    pips: 30,
    r: 3,
  },
  {
    input: {
      instrument: 'EUR/JPY',
      direction: 'SELL',
      orderType: 'market',
      entry: 162.5,
      stopLoss: 163,
      takeProfit: 161.5,
    },
    closedDaysAgo: 9,
    amendStopLoss: 162.5,
    close: { outcome: 'stop-loss' },
    exit: 162.5,
    pips: 0,
    r: 0,
  },
  {
    input: {
      instrument: 'EUR/USD',
      direction: 'SELL',
      orderType: 'market',
      entry: 1.1,
      stopLoss: 1.104,
      takeProfit: 1.09,
    },
    closedDaysAgo: 5,
    close: { outcome: 'manual', exitPrice: 1.102 },
    exit: 1.102,
    pips: -20,
    r: -0.5,
  },
];

export const workedRecords = {
  all: { closed: 6, wins: 3, losses: 2, winRate: 50, totalR: 5.5, averageR: 0.92, profitFactor: 4.67, maxDrawdownR: 1 },
  last90: {
    closed: 6,
    wins: 3,
    losses: 2,
    winRate: 50,
    totalR: 5.5,
    averageR: 0.92,
    profitFactor: 4.67,
    maxDrawdownR: 1,
  },
  last30: {
    closed: 4,
    wins: 2,
    losses: 1,
    winRate: 50,
    totalR: 4.5,
    averageR: 1.13,
    profitFactor: 10,
    maxDrawdownR: 0.5,
  },
};

/** A pending order that will expire, and one that will be cancelled: listed, never counted. */
export const expiringCase: SignalInput = {
  instrument: 'AUD/USD',
  direction: 'BUY',
  orderType: 'limit',
  entry: 0.65,
  stopLoss: 0.645,
  takeProfit: 0.66,
  validUntil: null,
  note: 'Buying the pullback to support',
};
export const cancelledCase: SignalInput = {
  instrument: 'USD/CAD',
  direction: 'SELL',
  orderType: 'stop',
  entry: 1.36,
  stopLoss: 1.365,
  takeProfit: 1.35,
  validUntil: null,
  note: 'Waiting for the break of support',
};

export const testAdmin = { id: 'admin-1', username: 'analyst' };
