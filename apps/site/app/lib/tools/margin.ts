import { type AccountCurrency, baseToAccount, type Pair, roundTo, unitsPerLot } from './currencies';

export interface MarginInput {
  account: AccountCurrency;
  pair: Pair;
  price: number;
  lots: number;
  /** 30 for 1:30. */
  leverage: number;
  /** 1 unit of the base currency in the account currency; only when the account is neither currency. */
  rate?: number | undefined;
}

export interface MarginResult {
  /** Required margin in the account currency, two decimals. */
  margin: number;
  /** The position's full value in the account currency. */
  notional: number;
  units: number;
}

/** Margin = units / leverage in the base currency, converted to the account currency. */
export function margin(input: MarginInput): MarginResult {
  const units = Math.round(input.lots * unitsPerLot);
  const toAccount = baseToAccount(input.account, input.pair, input.price, input.rate);
  return {
    margin: roundTo((units / input.leverage) * toAccount, 2),
    notional: roundTo(units * toAccount, 2),
    units,
  };
}
