import { type AccountCurrency, type Pair, pipSize, quoteToAccount, roundTo, unitsPerLot } from './currencies';

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
}

export interface ProfitResult {
  /** Signed: positive is a gain. One decimal (a tenth of a pip is a pipette). */
  pips: number;
  /** Signed, in the account currency, two decimals. */
  profit: number;
  units: number;
}

/**
 * Profit = (close − open) × units in the quote currency (negated for a sell), converted to the account
 * currency; when the account is in the base currency, at the closing price, the rate at which it is realised.
 */
export function profit(input: ProfitInput): ProfitResult {
  const sign = input.direction === 'buy' ? 1 : -1;
  const units = Math.round(input.lots * unitsPerLot);
  const move = (input.close - input.open) * sign;
  const inQuote = move * units;
  return {
    pips: roundTo(move / pipSize(input.pair), 1),
    profit: roundTo(inQuote * quoteToAccount(input.account, input.pair, input.close, input.rate), 2),
    units,
  };
}
