import { type AccountCurrency, notionalInAccount, type Pair, roundTo, unitsOf } from './currencies';

export interface MarginInput {
  account: AccountCurrency;
  pair: Pair;
  price: number;
  lots: number;
  /** 30 for 1:30. */
  leverage: number;
  /**
   * 1 unit of the base currency (or, for gold, an index or a coin, of the quote currency) in the account currency;
   * only when the account is neither currency.
   */
  rate?: number | undefined;
}

export interface MarginResult {
  /** Required margin in the account currency, two decimals. */
  margin: number;
  /** The position's full value in the account currency. */
  notional: number;
  units: number;
}

/** Margin = the position's value in the account currency / leverage. */
export function margin(input: MarginInput): MarginResult {
  const units = unitsOf(input.pair, input.lots);
  const notional = notionalInAccount(input.account, input.pair, units, input.price, input.rate);
  return { margin: roundTo(notional / input.leverage, 2), notional: roundTo(notional, 2), units };
}
