import { groupedNumber } from '~/platform/plain-format';
import { type AccountCurrency, pairFor, type PairCode } from '~/platform/trading-math/currencies';
import { margin } from '~/platform/trading-math/margin';
import { pipValue } from '~/platform/trading-math/pip-value';
import { positionSize } from '~/platform/trading-math/position-size';
import { type Direction, profit } from '~/platform/trading-math/profit';
import { riskReward } from '~/platform/trading-math/risk-reward';

/*
 * A quiz item whose answer is computed: its numbers are drawn per attempt from a seeded random source (so the
 * server can draw the same numbers again to grade, and a learner cannot share a key), and its key is whatever the
 * trader tools' own functions answer for those numbers. An item never does the arithmetic itself: it names a
 * calculator, its input and which figure of the result is asked for.
 */

/** The calculator a numeric item is graded by: one of the trader tools' functions, with plain serialisable input. */
export type ToolCall =
  | {
      tool: 'pip-value';
      input: { account: AccountCurrency; pair: PairCode; price: number; lots: number };
      read: 'pipValue' | 'units';
    }
  | {
      tool: 'position-size';
      input: { account: AccountCurrency; pair: PairCode; price: number; balance: number; risk: number; stop: number };
      read: 'lots' | 'moneyAtRisk';
    }
  | {
      tool: 'margin';
      input: { account: AccountCurrency; pair: PairCode; price: number; lots: number; leverage: number };
      read: 'margin';
    }
  | {
      tool: 'profit';
      input: {
        account: AccountCurrency;
        pair: PairCode;
        direction: Direction;
        open: number;
        close: number;
        lots: number;
        spread?: number;
      };
      /** `loss`: the profit's opposite (a stop-loss hit, asked as a positive amount); `spread`: the spread's cost. */
      read: 'pips' | 'profit' | 'loss' | 'spread';
    }
  | {
      tool: 'risk-reward';
      input: { pair: PairCode; direction: Direction; entry: number; stop: number; target: number };
      read: 'ratio' | 'riskPips' | 'rewardPips';
    };

/** The key of a numeric item: the named figure of the named calculator's answer. */
export function runTool(call: ToolCall): number {
  switch (call.tool) {
    case 'pip-value':
      return pipValue({ ...call.input, pair: pairFor(call.input.pair) })[call.read];
    case 'position-size':
      return positionSize({ ...call.input, pair: pairFor(call.input.pair) })[call.read];
    case 'margin':
      return margin({ ...call.input, pair: pairFor(call.input.pair) }).margin;
    case 'profit': {
      const result = profit({ ...call.input, pair: pairFor(call.input.pair) });
      if (call.read === 'loss') return -result.profit;
      if (call.read === 'spread') return result.costs?.spread ?? 0;
      return result[call.read];
    }
    case 'risk-reward':
      return riskReward({ ...call.input, pair: pairFor(call.input.pair) })[call.read];
  }
}

/**
 * How far an answer may be from the key and still count: an absolute step either side (a tenth of a pip, a cent),
 * a share of the key for money amounts, where rounding at a different step moves the last digits, or only below
 * the key (a position size rounded down: a size above the key risks more than the budget).
 */
export type Tolerance = { absolute: number; unit: string } | { relative: number } | { below: number; unit: string };

/** One drawn question: everything the page shows, the calculator that grades it, and the worked answer. */
export interface NumericDraw {
  prompt: string;
  /** What the answer is counted in, shown beside the field: `lots`, `USD`, `pips`. */
  unit: string;
  call: ToolCall;
  tolerance: Tolerance;
  /** Decimals the key is shown with after submission. */
  decimals: number;
  /** The worked solution for these numbers, shown after submission with the key. */
  explain(key: number): string;
}

export interface NumericItemSource {
  /** Stable forever (per-item statistics are keyed by it): `<module-abbrev>-<topic>-<n>`. */
  id: string;
  kind: 'numeric';
  /** The slug of the lesson that teaches it. */
  lesson: string;
  /** Draws this attempt's numbers. Uses only `random` (never Math.random), so one seed gives one question. */
  draw(random: Random): NumericDraw;
}

/** A seeded source of numbers in the ranges a question needs. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max] with `decimals` places. */
  between(min: number, max: number, decimals: number): number;
  pick<T>(values: readonly T[]): T;
}

/** mulberry32: a tiny, well-mixed 32-bit generator; plenty for drawing quiz numbers, and the same on every runtime. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    between: (min, max, decimals) => {
      const factor = 10 ** decimals;
      return int(Math.round(min * factor), Math.round(max * factor)) / factor;
    },
    pick: (values) => values[int(0, values.length - 1)]!,
  };
}

/**
 * The grid the items draw prices on: the pip for forex (1.0850, not 1.08503), else the price's last decimal
 * (gold 2650.40), finer than a point of 1.00.
 */
function grid(pair: PairCode): number {
  const spec = pairFor(pair);
  return spec.kind === 'forex' ? spec.step : 10 ** -spec.precision;
}

/** `1.0850` for EUR/USD, `150.25` for USD/JPY, `2650.40` for gold: a price to the items' grid. */
export function price(pair: PairCode, value: number): string {
  return value.toFixed(Math.max(0, Math.round(-Math.log10(grid(pair)))));
}

/** A price `steps` steps of the grid away from `from` (pips for forex), exactly on the grid. */
export function movedBy(pair: PairCode, from: number, steps: number): number {
  const step = grid(pair);
  return Math.round(from / step + steps) * step;
}

/** A price drawn on the grid between `min` and `max`. */
export function drawPrice(random: Random, pair: PairCode, min: number, max: number): number {
  const step = grid(pair);
  return random.int(Math.round(min / step), Math.round(max / step)) * step;
}

/** `1,250.00 USD`. */
export function money(value: number, currency: string): string {
  return `${groupedNumber(value, { min: 2, max: 2 })} ${currency}`;
}

/** `0.35`, `12,500`: a plain figure with grouping, up to `decimals` places. */
export function figure(value: number, decimals = 2): string {
  return groupedNumber(value, { max: decimals });
}

/** The tolerance of a position size rounded down: the key or one lot step under it, never above. */
export const oneLotStepDown: Tolerance = { below: 0.01, unit: 'lots' };
/** The tolerance of a distance: a tenth of a pip (a pipette). */
export const tenthOfAPip: Tolerance = { absolute: 0.1, unit: 'pips' };
/** The tolerance of a ratio written to two decimals, as the ratio items' prompt asks (`ratioAsked`). */
export const ratioStep: Tolerance = { absolute: 0.01, unit: '' };
/** What a risk-reward item asks for, so the prompt states the precision `ratioStep` grades. */
export const ratioAsked = 'Give the x of 1:x to two decimals: for 1:2.5, enter 2.50.';
/** What a position-size item asks for, so the prompt states the rounding `oneLotStepDown` grades. */
export const sizeAsked = 'Round down to 0.01 lots.';

/** `1 pip`, `0.8 pips`: a figure and a noun that agrees with the figure as printed (only a bare 1 is singular). */
export function counted(value: number, noun: string, decimals = 2): string {
  const text = figure(value, decimals);
  return `${text} ${text === '1' ? noun : `${noun}s`}`;
}

/** `1 lot`, `0.5 lots`, `2 lots`. */
export const lotCount = (value: number) => counted(value, 'lot');
/** The tolerance of a money amount: half a percent, so rounding a pip value first still counts. */
export const halfPercent: Tolerance = { relative: 0.005 };
