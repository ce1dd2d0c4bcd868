import { stepDecimals } from '~/platform/instruments/instrument-specs';
import { type AccountCurrency, type Pair, pipSize, quoteToAccount, roundTo, unitsOf } from './currencies';

export type Direction = 'buy' | 'sell';
export const directions = ['buy', 'sell'] as const satisfies readonly Direction[];

export interface ProfitInput {
  account: AccountCurrency;
  pair: Pair;
  direction: Direction;
  open: number;
  close: number;
  lots: number;
  /** 1 unit of the quote currency in the account currency; only when the account is neither currency. */
  rate?: number | undefined;
  /** The spread paid, in pips or points. */
  spread?: number | undefined;
  /** Commission per lot, round trip, in the account currency. */
  commission?: number | undefined;
  /** Swap per lot per night held, in the account currency: negative when it is charged, positive when paid. */
  swap?: number | undefined;
  /** Nights the position was held over (the swap is counted for each). */
  nights?: number | undefined;
}

export interface ProfitCosts {
  spread: number;
  commission: number;
  /** Signed: a charge is negative. */
  swap: number;
  /** The profit after spread, commission and swap. */
  net: number;
}

export interface ProfitResult {
  /** Signed: positive is a gain. One decimal (a tenth of a pip is a pipette). */
  pips: number;
  /** Signed, in the account currency, two decimals, before costs. */
  profit: number;
  units: number;
  /** Only when a spread, commission or swap was given. */
  costs?: ProfitCosts;
}

/**
 * Profit = (close − open) × units in the quote currency (negated for a sell), converted to the account
 * currency; when the account is in the base currency, at the closing price, the rate at which it is realised.
 * Net = profit − spread × pip value − commission × lots + swap × lots × nights.
 */
export function profit(input: ProfitInput): ProfitResult {
  const sign = input.direction === 'buy' ? 1 : -1;
  const units = unitsOf(input.pair, input.lots);
  const move = (input.close - input.open) * sign;
  const toAccount = quoteToAccount(input.account, input.pair, input.close, input.rate);
  const gross = move * units * toAccount;
  const result: ProfitResult = {
    pips: roundTo(move / pipSize(input.pair), stepDecimals(input.pair)),
    profit: roundTo(gross, 2),
    units,
  };
  if ([input.spread, input.commission, input.swap].some((cost) => cost !== undefined)) {
    const spread = (input.spread ?? 0) * pipSize(input.pair) * units * toAccount;
    const commission = (input.commission ?? 0) * input.lots;
    const swap = (input.swap ?? 0) * input.lots * (input.nights ?? 0);
    result.costs = {
      spread: roundTo(spread, 2),
      commission: roundTo(commission, 2),
      swap: roundTo(swap, 2),
      net: roundTo(gross - spread - commission + swap, 2),
    };
  }
  return result;
}
