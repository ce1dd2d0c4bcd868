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
  tenthOfAPip,
  sizeAsked,
  ratioAsked,
  lotCount,
} from './numeric-item';

// Module 4: the numbers a first trade on a platform asks for: how far a pending order sits from the price, the size
// a written plan allows, and the margin a demo trade ties up.

/** The numeric items of "Trading Platforms and Your First Trades". */
export const numericItems: NumericItemSource[] = [
  {
    id: 'platforms-calc-pending-1',
    kind: 'numeric',
    lesson: 'market-and-pending-orders',
    draw(random) {
      const current = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const limit = movedBy('EURUSD', current, -random.int(10, 60));
      return {
        prompt: `EUR/USD trades at ${price('EURUSD', current)}. You place a buy limit order at ${price('EURUSD', limit)}. How many pips below the current price is the order?`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'sell', open: current, close: limit, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `(${price('EURUSD', current)} − ${price('EURUSD', limit)}) / 0.0001 = ${figure(key, 1)} pips. A buy limit waits below the price for a cheaper entry.`,
      };
    },
  },
  {
    id: 'platforms-calc-pending-2',
    kind: 'numeric',
    lesson: 'market-and-pending-orders',
    draw(random) {
      const current = drawPrice(random, 'USDJPY', 140, 160);
      const stopOrder = movedBy('USDJPY', current, random.int(15, 80));
      return {
        prompt: `USD/JPY trades at ${price('USDJPY', current)}. You place a buy stop order at ${price('USDJPY', stopOrder)} to catch a breakout. How many pips above the current price is it?`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'USDJPY', direction: 'buy', open: current, close: stopOrder, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `Against the yen a pip is 0.01: (${price('USDJPY', stopOrder)} − ${price('USDJPY', current)}) / 0.01 = ${figure(key, 1)} pips. A buy stop waits above the price.`,
      };
    },
  },
  {
    id: 'platforms-calc-pending-3',
    kind: 'numeric',
    lesson: 'market-and-pending-orders',
    draw(random) {
      const limit = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const pips = random.int(20, 90);
      const target = movedBy('GBPUSD', limit, pips);
      const lots = random.pick([0.1, 0.2, 0.5, 1]);
      return {
        prompt: `Your buy limit order for ${lotCount(lots)} of GBP/USD fills at ${price('GBPUSD', limit)}, and its take-profit at ${price('GBPUSD', target)} is hit. What is the profit in US dollars before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'GBPUSD', direction: 'buy', open: limit, close: target, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${pips} pips × ${money(lots * 10, 'USD')} a pip on ${lotCount(lots)} = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'platforms-calc-plan-1',
    kind: 'numeric',
    lesson: 'trading-plan',
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const balance = random.pick([1000, 2500, 5000, 10_000]);
      const stop = random.int(15, 50);
      return {
        prompt: `Your trading plan risks 1% of the account per trade. The demo account holds ${money(balance, 'USD')} and the EUR/USD setup at ${price('EURUSD', at)} needs a ${stop}-pip stop-loss. What size does the plan allow? (${sizeAsked})`,
        unit: 'lots',
        call: {
          tool: 'position-size',
          input: { account: 'USD', pair: 'EURUSD', price: at, balance, risk: 1, stop },
          read: 'lots',
        },
        tolerance: oneLotStepDown,
        decimals: 2,
        explain: (key) =>
          `1% of ${money(balance, 'USD')} is ${money(balance / 100, 'USD')}. One lot loses ${money(stop * 10, 'USD')} over ${stop} pips. ${figure(balance / 100)} / ${figure(stop * 10)}, rounded down: ${key.toFixed(2)} lots.`,
      };
    },
  },
  {
    id: 'platforms-calc-plan-2',
    kind: 'numeric',
    lesson: 'trading-plan',
    draw(random) {
      const at = drawPrice(random, 'AUDUSD', 0.6, 0.7);
      const balance = random.pick([3000, 6000, 10_000, 20_000]);
      const risk = random.pick([1, 1.5, 2]);
      const stop = random.int(20, 60);
      return {
        prompt: `Your plan risks ${figure(risk, 1)}% per trade. With ${money(balance, 'USD')} in the account and a ${stop}-pip stop on AUD/USD at ${price('AUDUSD', at)}, what size does the plan allow? (${sizeAsked})`,
        unit: 'lots',
        call: {
          tool: 'position-size',
          input: { account: 'USD', pair: 'AUDUSD', price: at, balance, risk, stop },
          read: 'lots',
        },
        tolerance: oneLotStepDown,
        decimals: 2,
        explain: (key) =>
          `${figure(risk, 1)}% of ${money(balance, 'USD')} is ${money((balance * risk) / 100, 'USD')}. A pip of AUD/USD is 10 USD a lot, so one lot loses ${money(stop * 10, 'USD')}. Divided and rounded down: ${key.toFixed(2)} lots.`,
      };
    },
  },
  {
    id: 'platforms-calc-plan-3',
    kind: 'numeric',
    lesson: 'trading-plan',
    draw(random) {
      const entry = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const risk = random.int(15, 35);
      const reward = random.int(25, 100);
      const stop = movedBy('EURUSD', entry, risk);
      const target = movedBy('EURUSD', entry, -reward);
      return {
        prompt: `Your plan takes only trades that pay at least twice their risk. A EUR/USD sell: entry ${price('EURUSD', entry)}, stop-loss ${price('EURUSD', stop)}, take-profit ${price('EURUSD', target)}. What is its risk-reward ratio? (${ratioAsked})`,
        unit: '',
        call: { tool: 'risk-reward', input: { pair: 'EURUSD', direction: 'sell', entry, stop, target }, read: 'ratio' },
        tolerance: ratioStep,
        decimals: 2,
        explain: (key) =>
          `Risk ${risk} pips (up to the stop), reward ${reward} pips (down to the target): ${reward} / ${risk} = ${key.toFixed(2)}. ${key >= 2 ? 'It meets the plan’s minimum of 2.' : 'It is below the plan’s minimum of 2, so the plan says skip it.'}`,
      };
    },
  },
  {
    id: 'platforms-calc-demo-margin-1',
    kind: 'numeric',
    lesson: 'demo-account',
    draw(random) {
      const at = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const lots = random.pick([0.1, 0.2, 0.5, 1]);
      return {
        prompt: `On your demo account (in US dollars, leverage 30:1) you open ${lotCount(lots)} of GBP/USD at ${price('GBPUSD', at)}. How much margin does the platform set aside?`,
        unit: 'USD',
        call: {
          tool: 'margin',
          input: { account: 'USD', pair: 'GBPUSD', price: at, lots, leverage: 30 },
          read: 'margin',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${figure(lots * 100_000, 0)} GBP × ${price('GBPUSD', at)} = ${money(lots * 100_000 * at, 'USD')}; divided by 30 = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'platforms-calc-demo-margin-2',
    kind: 'numeric',
    lesson: 'demo-account',
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const lots = random.pick([0.1, 0.25, 0.5, 1]);
      return {
        prompt: `Your demo account is in euros, with 30:1 leverage. What margin, in euros, does ${lotCount(lots)} of EUR/USD at ${price('EURUSD', at)} need?`,
        unit: 'EUR',
        call: {
          tool: 'margin',
          input: { account: 'EUR', pair: 'EURUSD', price: at, lots, leverage: 30 },
          read: 'margin',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The base currency is the account currency: ${lotCount(lots)} are ${money(lots * 100_000, 'EUR')}, whatever the price. Divided by 30: ${money(key, 'EUR')}.`,
      };
    },
  },
];
