import type { Currency, SpecSymbol } from './instrument-specs';

/*
 * Reference exchange rates kept in the repository, to tell a plausible conversion rate from a slip (the inverse
 * typed, a pair's quote typed in place of the rate asked for). Never used to convert: the tools convert with the
 * price or the rate the trader enters. No network: the site has no live prices, and a check that fails with a
 * feed would be no check.
 */

export const referenceRates = {
  /** The day the rates were published. */
  date: '2025-02-28',
  source: 'European Central Bank, euro foreign exchange reference rates',
  /** Units of each currency for 1 euro. */
  perEuro: {
    EUR: 1,
    USD: 1.0411,
    JPY: 156.96,
    GBP: 0.82608,
    CHF: 0.9394,
    AUD: 1.6741,
    CAD: 1.5019,
    NZD: 1.8579,
  } satisfies Record<Currency, number>,
  /**
   * How far from the reference a rate may be before it is questioned: a factor either way. The major rates have
   * stayed within it of any day's rate for years at a time (USD/JPY, the widest mover here, went from about 103
   * to 160 between 2021 and 2024, a factor of 1.55 over four years); a typed inverse or another pair's quote
   * lands outside it for every pair whose rate is not close to 1.
   */
  band: 1.5,
} as const;

/** What 1 unit of `from` was worth in `to` on the reference date. */
export function referenceRate(from: Currency, to: Currency): number {
  return referenceRates.perEuro[to] / referenceRates.perEuro[from];
}

/**
 * Where each market that is not a currency pair traded on the rates' date, rounded to two significant figures: only
 * to tell a price from a slip (a digit too many or too few, gold typed as 26,500), never to compute with. Read off
 * the markets' closing levels of 28 February 2025. These markets move further than currencies (gold went from
 * about 1,800 to 2,900 between 2023 and 2025, bitcoin from 25,000 to 100,000), so their bands are wider; a slip
 * of a factor of ten still lands outside them.
 */
export const referencePrices = {
  date: referenceRates.date,
  source: 'closing levels, rounded to two significant figures',
  levels: {
    'XAU/USD': { price: 2900, band: 3 },
    'XAG/USD': { price: 31, band: 3 },
    WTI: { price: 70, band: 3 },
    'S&P 500': { price: 6000, band: 3 },
    'NASDAQ 100': { price: 21000, band: 3 },
    DAX: { price: 22000, band: 3 },
    'BTC/USD': { price: 84000, band: 5 },
    'ETH/USD': { price: 2200, band: 5 },
  } satisfies Partial<Record<SpecSymbol, { price: number; band: number }>>,
} as const;

/** The rounded reference level and band of an instrument that is not a currency pair, if it has one. */
export function referencePrice(symbol: string): { price: number; band: number } | undefined {
  return (referencePrices.levels as Record<string, { price: number; band: number }>)[symbol];
}
