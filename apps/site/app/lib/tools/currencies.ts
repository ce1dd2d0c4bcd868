/*
 * The currencies and pairs the trader tools know: the majors and the usual crosses, each with a
 * labelled sample price, since the site has no live prices. Browser-safe: the tool pages bundle it.
 */

export const accountCurrencies = ['USD', 'EUR', 'GBP', 'JPY'] as const;
export type AccountCurrency = (typeof accountCurrencies)[number];

export type Currency = 'EUR' | 'USD' | 'GBP' | 'JPY' | 'CHF' | 'CAD' | 'AUD' | 'NZD';

export interface Pair {
  /** As in the URL: `EURUSD`. */
  code: string;
  base: Currency;
  quote: Currency;
  /** A plausible price, pre-filled and labelled as a sample. */
  sample: string;
}

export const pairs = [
  { code: 'EURUSD', base: 'EUR', quote: 'USD', sample: '1.0850' },
  { code: 'GBPUSD', base: 'GBP', quote: 'USD', sample: '1.2700' },
  { code: 'USDJPY', base: 'USD', quote: 'JPY', sample: '150.00' },
  { code: 'USDCHF', base: 'USD', quote: 'CHF', sample: '0.8800' },
  { code: 'USDCAD', base: 'USD', quote: 'CAD', sample: '1.3600' },
  { code: 'AUDUSD', base: 'AUD', quote: 'USD', sample: '0.6600' },
  { code: 'NZDUSD', base: 'NZD', quote: 'USD', sample: '0.6000' },
  { code: 'EURGBP', base: 'EUR', quote: 'GBP', sample: '0.8550' },
  { code: 'EURJPY', base: 'EUR', quote: 'JPY', sample: '162.75' },
  { code: 'GBPJPY', base: 'GBP', quote: 'JPY', sample: '190.50' },
  { code: 'EURCHF', base: 'EUR', quote: 'CHF', sample: '0.9550' },
  { code: 'AUDJPY', base: 'AUD', quote: 'JPY', sample: '99.00' },
] as const satisfies readonly Pair[];

export type PairCode = (typeof pairs)[number]['code'];
export const pairCodes = pairs.map((pair) => pair.code) as [PairCode, ...PairCode[]];

/** The pair with this code (codes come from the schema, so it exists). */
export function pairFor(code: PairCode): Pair {
  return pairs.find((pair) => pair.code === code)!;
}

/** `EUR/USD`, as traders write it. */
export function pairLabel(pair: Pair): string {
  return `${pair.base}/${pair.quote}`;
}

/** A pip: the fourth decimal, or the second when the quote currency is the yen (quoted with two decimals). */
export function pipSize(pair: Pair): number {
  return pair.quote === 'JPY' ? 0.01 : 0.0001;
}

/** A standard lot is 100,000 units of the base currency. */
export const unitsPerLot = 100_000;

/** Whether a conversion rate must be entered: the account currency is neither currency of the pair. */
export function needsRate(account: AccountCurrency, pair: Pair): boolean {
  return account !== pair.base && account !== pair.quote;
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

/** The value of 1 unit of the base currency in the account currency (price = quote per base). */
export function baseToAccount(account: AccountCurrency, pair: Pair, price: number, rate: number | undefined): number {
  if (account === pair.base) return 1;
  if (account === pair.quote) return price;
  return rate ?? Number.NaN;
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
