import {
  drawPrice,
  figure,
  halfPercent,
  money,
  movedBy,
  type NumericItemSource,
  price,
  tenthOfAPip,
  lotCount,
  counted,
} from './numeric-item';

// Module 1: what a pip, a lot and the spread are worth. Prices stay in ranges the pairs have traded in over recent
// years (EUR/USD 1.05-1.20, GBP/USD 1.20-1.35, USD/JPY 140-160), so the numbers look like a real screen.

const lesson = 'bid-ask-spread-pips-and-lots';

/** The numeric items of "Introduction to Trading and Financial Markets". */
export const numericItems: NumericItemSource[] = [
  {
    id: 'intro-calc-pips-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const open = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const pips = random.int(12, 95);
      const close = movedBy('EURUSD', open, pips);
      return {
        prompt: `EUR/USD rises from ${price('EURUSD', open)} to ${price('EURUSD', close)}. How many pips did it move?`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open, close, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `A pip of EUR/USD is the fourth decimal, 0.0001. (${price('EURUSD', close)} − ${price('EURUSD', open)}) / 0.0001 = ${figure(key, 1)} pips.`,
      };
    },
  },
  {
    id: 'intro-calc-pips-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const open = drawPrice(random, 'USDJPY', 140, 160);
      const pips = random.int(15, 120);
      const close = movedBy('USDJPY', open, -pips);
      return {
        prompt: `USD/JPY falls from ${price('USDJPY', open)} to ${price('USDJPY', close)}. How many pips did it move? (Enter the size of the move as a positive number.)`,
        unit: 'pips',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'USDJPY', direction: 'sell', open, close, lots: 1 },
          read: 'pips',
        },
        tolerance: tenthOfAPip,
        decimals: 1,
        explain: (key) =>
          `Against the yen a pip is the second decimal, 0.01. (${price('USDJPY', open)} − ${price('USDJPY', close)}) / 0.01 = ${figure(key, 1)} pips.`,
      };
    },
  },
  {
    id: 'intro-calc-pipvalue-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const lots = random.pick([0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2]);
      return {
        prompt: `Your account is in US dollars. What is one pip worth on a position of ${lotCount(lots)} of EUR/USD at ${price('EURUSD', at)}?`,
        unit: 'USD',
        call: { tool: 'pip-value', input: { account: 'USD', pair: 'EURUSD', price: at, lots }, read: 'pipValue' },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `A lot is 100,000 EUR, so ${lotCount(lots)} are ${figure(lots * 100_000, 0)} EUR. A pip is 0.0001 USD per euro: ${figure(lots * 100_000, 0)} × 0.0001 = ${money(key, 'USD')}. The quote currency is the account currency, so the price does not matter.`,
      };
    },
  },
  {
    id: 'intro-calc-pipvalue-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const at = drawPrice(random, 'USDJPY', 140, 160);
      const lots = random.pick([0.5, 1, 2]);
      return {
        prompt: `Your account is in US dollars. What is one pip worth, in US dollars, on ${lotCount(lots)} of USD/JPY at ${price('USDJPY', at)}?`,
        unit: 'USD',
        call: { tool: 'pip-value', input: { account: 'USD', pair: 'USDJPY', price: at, lots }, read: 'pipValue' },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `${lotCount(lots)} are ${figure(lots * 100_000, 0)} USD. A pip is 0.01 JPY per dollar: ${figure(lots * 1000, 0)} JPY. Converted at the price, ${figure(lots * 1000, 0)} / ${price('USDJPY', at)} = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'intro-calc-profit-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const open = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const pips = random.int(10, 80);
      const close = movedBy('EURUSD', open, pips);
      const lots = random.pick([0.1, 0.2, 0.25, 0.5, 1]);
      return {
        prompt: `You buy ${lotCount(lots)} of EUR/USD at ${price('EURUSD', open)} and close at ${price('EURUSD', close)}, in a US dollar account. What is the profit before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open, close, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The move is ${pips} pips. One pip on ${lotCount(lots)} is ${money(lots * 10, 'USD')} (10 USD a lot), so the profit is ${pips} × ${figure(lots * 10)} = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'intro-calc-profit-2',
    kind: 'numeric',
    lesson,
    draw(random) {
      const open = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const pips = random.int(10, 80);
      const close = movedBy('GBPUSD', open, -pips);
      const lots = random.pick([0.1, 0.3, 0.4, 0.5, 2]);
      return {
        prompt: `You sell ${lotCount(lots)} of GBP/USD at ${price('GBPUSD', open)} and buy them back at ${price('GBPUSD', close)}, in a US dollar account. What is the profit before costs?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'GBPUSD', direction: 'sell', open, close, lots },
          read: 'profit',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `A sell gains when the price falls: ${price('GBPUSD', open)} − ${price('GBPUSD', close)} = ${pips} pips. At ${money(lots * 10, 'USD')} a pip on ${lotCount(lots)}, that is ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'intro-calc-spread-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const at = drawPrice(random, 'EURUSD', 1.05, 1.19);
      const spread = random.pick([0.6, 0.8, 1, 1.2, 1.5, 2]);
      const lots = random.pick([0.5, 1, 2, 3]);
      return {
        prompt: `The EUR/USD spread is ${counted(spread, 'pip', 1)}. What does the spread cost you on a trade of ${lotCount(lots)}, in a US dollar account?`,
        unit: 'USD',
        call: {
          tool: 'profit',
          input: { account: 'USD', pair: 'EURUSD', direction: 'buy', open: at, close: at, lots, spread },
          read: 'spread',
        },
        tolerance: halfPercent,
        decimals: 2,
        explain: (key) =>
          `The spread is paid once per trade: ${counted(spread, 'pip', 1)} × ${money(lots * 10, 'USD')} a pip (10 USD a lot × ${figure(lots)}) = ${money(key, 'USD')}.`,
      };
    },
  },
  {
    id: 'intro-calc-units-1',
    kind: 'numeric',
    lesson,
    draw(random) {
      const at = drawPrice(random, 'GBPUSD', 1.2, 1.34);
      const lots = random.pick([0.01, 0.05, 0.1, 0.25, 0.35, 0.6, 1.2]);
      return {
        prompt: `How many British pounds does a position of ${lotCount(lots)} of GBP/USD (at ${price('GBPUSD', at)}) hold?`,
        unit: 'GBP',
        call: { tool: 'pip-value', input: { account: 'USD', pair: 'GBPUSD', price: at, lots }, read: 'units' },
        tolerance: { absolute: 0.5, unit: 'GBP' },
        decimals: 0,
        explain: (key) =>
          `A standard lot is 100,000 units of the base currency: ${figure(lots)} × 100,000 = ${figure(key, 0)} GBP.`,
      };
    },
  },
];
