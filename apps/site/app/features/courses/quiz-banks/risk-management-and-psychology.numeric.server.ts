import {
  drawPrice,
  figure,
  halfPercent,
  money,
  movedBy,
  type NumericItemSource,
  oneLotStepDown,
  price,
  ratioStep,
  sizeAsked,
  ratioAsked,
  lotCount,
} from './numeric-item';

// Module 3: the sums behind every trade: the size that risks 1-2% of the balance, the loss if the stop is hit, the
// risk-reward ratio, and the margin at the retail leverage limits (30:1 on major pairs, 20:1 on gold).

/** The numeric items of "Risk Management and Trading Psychology". */
export const numericItems: NumericItemSource[] = [
  {
    id: 'risk-calc-size-1',
    kind: 'numeric',
    lesson: 'risking-1-2-percent',
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const balance = random.pick([2000, 5000, 8000, 10_000, 15_000, 20_000]);
      const stop = random.int(15, 60);
      return {
        prompt: `Your account holds ${money(balance, 'USD')}. You risk 1% on a EUR/USD buy at ${price('EURUSD', at)} with a ${stop}-pip stop-loss. What position size, in lots, risks no more than that? (${sizeAsked})`,
        unit: 'lots',
        call: {
          tool: 'position-size',
          input: { account: 'USD', pair: 'EURUSD', price: at, balance, risk: 1, stop },
          read: 'lots',
        },
        tolerance: oneLotStepDown,
        decimals: 2,
        explain: (key) =>
          `1% of ${money(balance, 'USD')} is ${money(balance / 100, 'USD')}. One lot loses ${stop} × 10 = ${money(stop * 10, 'USD')} over the stop. ${figure(balance / 100)} / ${figure(stop * 10)} = ${figure(balance / 100 / (stop * 10), 4)}, rounded down: ${key.toFixed(2)} lots.`,
      };
    },
  },
  {
    id: 'risk-calc-size-2',
    kind: 'numeric',
    lesson: 'risking-1-2-percent',
    draw(random) {
      const at = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const balance = random.pick([3000, 5000, 7500, 12_000, 25_000]);
      const stop = random.int(20, 80);
      return {
        prompt: `Your account holds ${money(balance, 'USD')}. You risk 2% on a GBP/USD sell at ${price('GBPUSD', at)} with a ${stop}-pip stop-loss. What position size, in lots, risks no more than that? (${sizeAsked})`,
        unit: 'lots',
        call: {
          tool: 'position-size',
          input: { account: 'USD', pair: 'GBPUSD', price: at, balance, risk: 2, stop },
          read: 'lots',
        },
        tolerance: oneLotStepDown,
        decimals: 2,
        explain: (key) =>
          `2% of ${money(balance, 'USD')} is ${money(balance / 50, 'USD')}. A pip of GBP/USD is 10 USD a lot, so one lot loses ${money(stop * 10, 'USD')} at the stop. ${figure(balance / 50)} / ${figure(stop * 10)}, rounded down: ${key.toFixed(2)} lots.`,
      };
    },
  },
  {
    id: 'risk-calc-size-3',
    kind: 'numeric',
    lesson: 'risking-1-2-percent',
    draw(random) {
      const at = drawPrice(random, 'USDJPY', 140, 160);
      const balance = random.pick([5000, 10_000, 20_000, 40_000]);
      const stop = random.int(20, 60);
      return {
        prompt: `Your account holds ${money(balance, 'USD')}. You risk 1% on a USD/JPY trade at ${price('USDJPY', at)} with a ${stop}-pip stop-loss. What position size, in lots, risks no more than that? (${sizeAsked})`,
        unit: 'lots',
        call: {
          tool: 'position-size',
          input: { account: 'USD', pair: 'USDJPY', price: at, balance, risk: 1, stop },
          read: 'lots',
        },
        tolerance: oneLotStepDown,
        decimals: 2,
        explain: (key) =>
          `A pip on one lot is 1,000 JPY, which is 1,000 / ${price('USDJPY', at)} = ${money(1000 / at, 'USD')}. One lot loses ${stop} × ${figure(1000 / at)} = ${money((stop * 1000) / at, 'USD')} at the stop. 1% is ${money(balance / 100, 'USD')}, so ${figure(balance / 100)} / ${figure((stop * 1000) / at)}, rounded down: ${key.toFixed(2)} lots.`,
      };
    },
  },
  {
    id: 'risk-calc-loss-1',
    kind: 'numeric',
    lesson: 'stop-loss-and-take-profit',
    draw(random) {
      const entry = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const pips = random.int(15, 60);
      const stop = movedBy('EURUSD', entry, -pips);
      const lots = random.pick([0.1, 0.2, 0.3, 0.5, 0.8, 1]);
      return {
        prompt: `You buy ${lotCount(lots)} of EUR/USD at ${price('EURUSD', entry)} with a stop-loss at ${price('EURUSD', stop)}, in a US dollar account. If the stop is hit, how much do you lose before costs? (Enter the loss as a positive amount.)`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open: entry, close: stop, lots },
          read: 'loss',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The stop is ${pips} pips below the entry. A pip on ${lotCount(lots)} is ${money(lots * 10, 'USD')}: ${pips} × ${figure(lots * 10)} = ${money(key, 'USD')} lost.`,
      };
    },
  },
  {
    id: 'risk-calc-rr-1',
    kind: 'numeric',
    lesson: 'risk-reward',
    draw(random) {
      const entry = drawPrice(random, 'AUDUSD', 0.6, 0.69);
      const risk = random.int(15, 40);
      const reward = random.int(20, 120);
      const stop = movedBy('AUDUSD', entry, -risk);
      const target = movedBy('AUDUSD', entry, reward);
      return {
        prompt: `You buy AUD/USD at ${price('AUDUSD', entry)} with a stop-loss at ${price('AUDUSD', stop)} and a take-profit at ${price('AUDUSD', target)}. What is the risk-reward ratio? (${ratioAsked})`,
        unit: '',
        call: { tool: 'risk-reward', input: { pair: 'AUDUSD', direction: 'buy', entry, stop, target }, read: 'ratio' },
        tolerance: ratioStep,
        decimals: 2,
        explain: (key) =>
          `Risk ${risk} pips, reward ${reward} pips: ${reward} / ${risk} = ${key.toFixed(2)}, or 1:${key.toFixed(2)}.`,
      };
    },
  },
  {
    id: 'risk-calc-reward-1',
    kind: 'numeric',
    lesson: 'risk-reward',
    draw(random) {
      const entry = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const pips = random.int(30, 120);
      const target = movedBy('GBPUSD', entry, -pips);
      const lots = random.pick([0.1, 0.2, 0.4, 0.5, 1]);
      return {
        prompt: `You sell ${lotCount(lots)} of GBP/USD at ${price('GBPUSD', entry)} with a take-profit at ${price('GBPUSD', target)}, in a US dollar account. If the take-profit is reached, how much do you make before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'GBPUSD', direction: 'sell', open: entry, close: target, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `A sell gains as the price falls: the target is ${pips} pips below the entry. A pip on ${lotCount(lots)} is ${money(lots * 10, 'USD')}: ${pips} × ${figure(lots * 10)} = ${money(key, 'USD')} made.`,
      };
    },
  },
  {
    id: 'risk-calc-margin-1',
    kind: 'numeric',
    lesson: 'leverage-and-margin',
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const lots = random.pick([0.1, 0.2, 0.5, 1, 2]);
      return {
        prompt: `At the retail limit of 30:1 leverage on major pairs, what margin does a position of ${lotCount(lots)} of EUR/USD at ${price('EURUSD', at)} need in a US dollar account?`,
        unit: 'USD',
        call: {
          tool: 'margin',
          input: { account: 'USD', pair: 'EURUSD', price: at, lots, leverage: 30 },
          read: 'margin',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${lotCount(lots)} are ${figure(lots * 100_000, 0)} EUR, worth ${figure(lots * 100_000, 0)} × ${price('EURUSD', at)} = ${money(lots * 100_000 * at, 'USD')}. Divided by 30: ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'risk-calc-margin-2',
    kind: 'numeric',
    lesson: 'leverage-and-margin',
    draw(random) {
      const at = drawPrice(random, 'USDJPY', 140, 160);
      const lots = random.pick([0.1, 0.3, 0.5, 1, 1.5]);
      return {
        prompt: `At 30:1 leverage, what margin does ${lotCount(lots)} of USD/JPY at ${price('USDJPY', at)} need in a US dollar account?`,
        unit: 'USD',
        call: {
          tool: 'margin',
          input: { account: 'USD', pair: 'USDJPY', price: at, lots, leverage: 30 },
          read: 'margin',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The base currency is the account currency: ${lotCount(lots)} are ${money(lots * 100_000, 'USD')}, whatever the price. Divided by 30: ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'risk-calc-margin-3',
    kind: 'numeric',
    lesson: 'leverage-and-margin',
    draw(random) {
      const at = drawPrice(random, 'XAUUSD', 2300, 2700);
      const lots = random.pick([0.01, 0.02, 0.05, 0.1, 0.2]);
      return {
        prompt: `Gold's retail leverage limit is 20:1. What margin does ${lotCount(lots)} of XAU/USD (100 oz a lot) at ${price('XAUUSD', at)} need in a US dollar account?`,
        unit: 'USD',
        call: {
          tool: 'margin',
          input: { account: 'USD', pair: 'XAUUSD', price: at, lots, leverage: 20 },
          read: 'margin',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${lotCount(lots)} are ${figure(lots * 100)} oz, worth ${figure(lots * 100)} × ${price('XAUUSD', at)} = ${money(lots * 100 * at, 'USD')}. Divided by 20: ${money(key, 'USD')}.`,
      };
    },
  },
];
