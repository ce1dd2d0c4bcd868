import {
  type Currency,
  currencies,
  type InstrumentSpec,
  instrumentSpecs,
  type SpecCode,
} from '~/platform/instruments/instrument-specs';

/*
 * The instruments and account currencies the trader tools know, from the contract specifications the signals
 * admin reads too (platform/instruments/instrument-specs.ts): the forex pairs, metals, oil, indices and coins, each
 * with a labelled sample price, since the site has no live prices. Browser-safe: the tool pages bundle it.
 */

export type { Currency };

/** An account may be in any currency the tools convert between. */
export const accountCurrencies = currencies;
export type AccountCurrency = (typeof accountCurrencies)[number];

/** An instrument as the tools use it (the name predates metals and indices: a URL still says `pair=`). */
export type Pair = InstrumentSpec;

export const pairs: readonly Pair[] = instrumentSpecs;

export type PairCode = SpecCode;
export const pairCodes = instrumentSpecs.map((pair) => pair.code) as [PairCode, ...PairCode[]];

/** The instrument a typed or linked code names, if it names one. */
export const knownPair = (code: string): Pair | undefined =>
  pairCodes.includes(code as PairCode) ? pairFor(code as PairCode) : undefined;

/** Whether a typed or linked code is one of the account currencies. */
export const isAccountCurrency = (code: unknown): code is AccountCurrency =>
  accountCurrencies.includes(code as AccountCurrency);

/** The instrument with this code (codes come from the schema, so it exists). */
export function pairFor(code: PairCode): Pair {
  return pairs.find((pair) => pair.code === code)!;
}

/** `EUR/USD`, `XAU/USD`, `DAX`: as traders write it. */
export function pairLabel(pair: Pair): string {
  return pair.symbol;
}

/** A pip (forex: the fourth decimal, or the second against the yen) or a point (a move of 1.00 in price). */
export function pipSize(pair: Pair): number {
  return pair.step;
}

/** `pips` or `points`: what the instrument's moves are counted in. */
export function stepsName(pair: Pair): string {
  return `${pair.stepName}s`;
}

/** A standard lot of a currency pair is 100,000 units of the base currency. */
export const unitsPerLot = 100_000;

/** The units of the contract in `lots`: 0.20 lots of EUR/USD are 20,000 EUR, of gold 20 oz, of BTC 0.2 coins. */
export function unitsOf(pair: Pair, lots: number): number {
  return roundTo(lots * pair.contractSize, 6);
}

/** Whether a conversion rate must be entered: the account currency is neither currency of the instrument. */
export function needsRate(account: AccountCurrency, pair: Pair): boolean {
  return account !== pair.base && account !== pair.quote;
}

/** The currency a rate converts from: margin converts the base when it is a currency, else the quote. */
export function rateCurrency(pair: Pair, from: 'quote' | 'base'): Currency {
  return from === 'base' && pair.base ? pair.base : pair.quote;
}

/**
 * The value of 1 unit of the quote currency in the account currency: as is when the account is in the quote
 * currency, 1/price when it is in the base currency (price = quote per base), else the rate the user entered.
 */
export function quoteToAccount(account: AccountCurrency, pair: Pair, price: number, rate: number | undefined): number {
  if (account === pair.quote) return 1;
  if (account === pair.base) return 1 / price;
  return rate ?? Number.NaN;
}

/**
 * A position's value in the account currency: its units when the account is in the base currency, × the price
 * in the quote currency, × the entered rate otherwise (of the base when it is a currency, else of the quote).
 */
export function notionalInAccount(
  account: AccountCurrency,
  pair: Pair,
  units: number,
  price: number,
  rate: number | undefined,
): number {
  if (account === pair.base) return units;
  if (account === pair.quote) return units * price;
  if (pair.base) return units * (rate ?? Number.NaN);
  return units * price * (rate ?? Number.NaN);
}

/** Rounds to `decimals` places, correcting binary noise first (1.005 → 1.01, 6.665 → 6.67). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

/**
 * Rounds down to `decimals` places. The product is first cut to 12 significant digits, so a value that is
 * exactly 0.20 on paper but 0.19999999999999998 in binary floating point stays 0.20.
 */
export function floorTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(Number((value * factor).toPrecision(12))) / factor;
}
