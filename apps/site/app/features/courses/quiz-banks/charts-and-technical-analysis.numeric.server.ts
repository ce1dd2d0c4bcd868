import {
  drawPrice,
  figure,
  halfPercent,
  money,
  movedBy,
  type NumericItemSource,
  price,
  ratioStep,
  tenthOfAPip,
  ratioAsked,
  lotCount,
} from './numeric-item';

// Module 2: the arithmetic of a chart's levels: the room between support and resistance, what a move to a level
// pays, and the risk-reward of a setup placed at the levels.

const lesson = 'support-and-resistance';

/** The numeric items of "Reading Charts and Technical Analysis Basics". */
export const numericItems: NumericItemSource[] = [
  {
    id: 'charts-calc-range-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const support = drawPrice(random, 'EURUSD', 1.05, 1.18);
      const resistance = movedBy('EURUSD', support, random.int(30, 150));
      return {
        prompt: `On the EUR/USD chart, support is at ${price('EURUSD', support)} and resistance at ${price('EURUSD', resistance)}. How many pips is the range between them?`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open: support, close: resistance, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `(${price('EURUSD', resistance)} − ${price('EURUSD', support)}) / 0.0001 = ${figure(key, 1)} pips.`,
      };
    },
  },
  {
    id: 'charts-calc-range-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const support = drawPrice(random, 'GBPJPY', 180, 200);
      const resistance = movedBy('GBPJPY', support, random.int(60, 250));
      return {
        prompt: `GBP/JPY has bounced between support at ${price('GBPJPY', support)} and resistance at ${price('GBPJPY', resistance)}. How many pips wide is the range?`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'GBPJPY', direction: 'buy', open: support, close: resistance, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `Against the yen a pip is 0.01: (${price('GBPJPY', resistance)} − ${price('GBPJPY', support)}) / 0.01 = ${figure(key, 1)} pips.`,
      };
    },
  },
  {
    id: 'charts-calc-move-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const entry = drawPrice(random, 'EURUSD', 1.05, 1.18);
      const pips = random.int(25, 110);
      const resistance = movedBy('EURUSD', entry, pips);
      const lots = random.pick([0.1, 0.2, 0.3, 0.5, 1]);
      return {
        prompt: `You buy ${lotCount(lots)} of EUR/USD at ${price('EURUSD', entry)}, just above support, in a US dollar account. The price reaches resistance at ${price('EURUSD', resistance)} and you close there. What is the profit before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open: entry, close: resistance, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The move to resistance is ${pips} pips; a pip on ${lotCount(lots)} is ${money(lots * 10, 'USD')}, so ${pips} × ${figure(lots * 10)} = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'charts-calc-move-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const entry = drawPrice(random, 'AUDUSD', 0.6, 0.7);
      const pips = random.int(20, 90);
      const support = movedBy('AUDUSD', entry, -pips);
      const lots = random.pick([0.2, 0.4, 0.5, 1, 1.5]);
      return {
        prompt: `You sell ${lotCount(lots)} of AUD/USD at ${price('AUDUSD', entry)}, at resistance, in a US dollar account, and buy back at support, ${price('AUDUSD', support)}. What is the profit before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'AUDUSD', direction: 'sell', open: entry, close: support, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `A sell gains as the price falls: ${pips} pips × ${money(lots * 10, 'USD')} a pip (10 USD a lot for a pair quoted in dollars) = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'charts-calc-rr-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const entry = drawPrice(random, 'EURUSD', 1.05, 1.18);
      const stop = movedBy('EURUSD', entry, -random.int(15, 40));
      const target = movedBy('EURUSD', entry, random.int(30, 120));
      return {
        prompt: `A buy setup on EUR/USD: entry ${price('EURUSD', entry)} just above support, stop-loss ${price('EURUSD', stop)} below support, target ${price('EURUSD', target)} at resistance. What is the risk-reward ratio? (${ratioAsked})`,
        unit: '',
        call: {
          tool: 'risk-reward',
          input: { pair: 'EURUSD', direction: 'buy', entry, stop, target },
          read: 'ratio',
        },
        tolerance: ratioStep,
        decimals: 2,
        explain: (key) => {
          const risk = Math.round((entry - stop) / 0.0001);
          const reward = Math.round((target - entry) / 0.0001);
          return `Risk: ${risk} pips from entry to stop. Reward: ${reward} pips from entry to target. ${reward} / ${risk} = ${key.toFixed(2)}, written 1:${key.toFixed(2)}.`;
        },
      };
    },
  },
  {
    id: 'charts-calc-rr-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const entry = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const stop = movedBy('GBPUSD', entry, random.int(15, 45));
      const target = movedBy('GBPUSD', entry, -random.int(30, 130));
      return {
        prompt: `A sell setup on GBP/USD: entry ${price('GBPUSD', entry)} under resistance, stop-loss ${price('GBPUSD', stop)} above it, target ${price('GBPUSD', target)} at support. What is the risk-reward ratio? (${ratioAsked})`,
        unit: '',
        call: {
          tool: 'risk-reward',
          input: { pair: 'GBPUSD', direction: 'sell', entry, stop, target },
          read: 'ratio',
        },
        tolerance: ratioStep,
        decimals: 2,
        explain: (key) => {
          const risk = Math.round((stop - entry) / 0.0001);
          const reward = Math.round((entry - target) / 0.0001);
          return `For a sell the stop is above and the target below. Risk: ${risk} pips. Reward: ${reward} pips. ${reward} / ${risk} = ${key.toFixed(2)}.`;
        },
      };
    },
  },
  {
    id: 'charts-calc-stop-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const support = drawPrice(random, 'EURUSD', 1.05, 1.18);
      const entry = movedBy('EURUSD', support, random.int(5, 20));
      const stop = movedBy('EURUSD', support, -random.int(5, 15));
      const target = movedBy('EURUSD', entry, 60);
      return {
        prompt: `EUR/USD support is at ${price('EURUSD', support)}. You buy at ${price('EURUSD', entry)} and place the stop-loss below support at ${price('EURUSD', stop)}. How many pips do you risk?`,
        unit: 'pips',
        call: {
          tool: 'risk-reward',
          input: { pair: 'EURUSD', direction: 'buy', entry, stop, target },
          read: 'riskPips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `The risk is the distance from entry to stop: (${price('EURUSD', entry)} − ${price('EURUSD', stop)}) / 0.0001 = ${figure(key, 1)} pips.`,
      };
    },
  },
  {
    id: 'charts-calc-breakout-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const resistance = drawPrice(random, 'XAUUSD', 2300, 2700);
      const entry = movedBy('XAUUSD', resistance, random.int(100, 400));
      const target = movedBy('XAUUSD', entry, random.int(800, 2500));
      const lots = random.pick([0.01, 0.02, 0.05, 0.1]);
      return {
        prompt: `Gold (XAU/USD, 100 oz a lot) breaks above resistance at ${price('XAUUSD', resistance)}. You buy ${lotCount(lots)} at ${price('XAUUSD', entry)} and close at ${price('XAUUSD', target)}. What is the profit in US dollars before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'XAUUSD', direction: 'buy', open: entry, close: target, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${lotCount(lots)} of gold are ${figure(lots * 100)} oz. The price rose ${(target - entry).toFixed(2)} USD an ounce: ${(target - entry).toFixed(2)} × ${figure(lots * 100)} = ${money(key, 'USD')}.`,
      };
    },
  },
];
