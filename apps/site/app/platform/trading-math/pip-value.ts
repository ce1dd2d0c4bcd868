import { type AccountCurrency, type Pair, pipSize, quoteToAccount, roundTo, unitsOf } from './currencies';

export interface PipValueInput {
  account: AccountCurrency;
  pair: Pair;
  price: number;
  lots: number;
  /** 1 unit of the quote currency in the account currency; only when the account is neither currency. */
  rate?: number | undefined;
}

export interface PipValueResult {
  /** One pip (or point) of the position in the account currency, two decimals. */
  pipValue: number;
  /** The same in the quote currency, before conversion. */
  pipValueInQuote: number;
  units: number;
}

/** Pip value = pip (or point) size × units, in the quote currency, then converted to the account currency. */
export function pipValue(input: PipValueInput): PipValueResult {
  const units = unitsOf(input.pair, input.lots);
  const inQuote = pipSize(input.pair) * units;
  const value = inQuote * quoteToAccount(input.account, input.pair, input.price, input.rate);
  return { pipValue: roundTo(value, 2), pipValueInQuote: roundTo(inQuote, 2), units };
}
