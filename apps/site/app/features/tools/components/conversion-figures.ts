import {
  type AccountCurrency,
  needsRate,
  type Pair,
  type PairCode,
  pairFor,
  rateCurrency,
} from '~/platform/trading-math/currencies';
import { formatNumber } from '~/features/tools/format';
import { bothWays, priceWarning, rateWarning } from '~/features/tools/rate-check';
import { readDecimal } from '~/features/tools/tool-fields';
import type { RateFrom } from '~/features/tools/tool-values';
import type { ToolOutcome } from './useToolForm';

type Figure = ToolOutcome<string>['figures'][number];

/**
 * The conversion a tool used, both ways round: taken from the pair's own price when the account is its base
 * currency (the price already holds the answer), or as typed. Nothing when the account is the currency
 * converted from.
 */
export function conversionFigures(
  account: AccountCurrency,
  code: PairCode,
  price: number,
  rate: number | undefined,
  from: RateFrom,
): Figure[] {
  const pair = pairFor(code);
  const source = rateCurrency(pair, from);
  if (source === account) return [];
  if (!needsRate(account, pair)) {
    // The price is quote per base: 1 base = price quote, 1 quote = 1/price base.
    const fromPrice = account === pair.quote ? price : 1 / price;
    return [{ label: 'Conversion, from the price', value: bothWays(source, account, fromPrice) }];
  }
  if (rate === undefined) return [];
  return [{ label: 'Conversion rate entered', value: bothWays(source, account, rate) }];
}

/** A warning for each typed price far from the reference; `prices` names each field as the warning words it. */
export function priceWarnings(code: PairCode, prices: Readonly<Record<string, number>>): string[] {
  return Object.entries(prices).flatMap(([field, price]) => priceWarning(pairFor(code), price, field) ?? []);
}

/**
 * What a tool asks the trader to check in values its schema accepted: each typed price far from the reference,
 * and a typed conversion rate that is implausible for the conversion it makes.
 */
export function inputWarnings(
  account: AccountCurrency,
  code: PairCode,
  prices: Readonly<Record<string, number>>,
  rate: number | undefined,
  from: RateFrom,
): string[] {
  const pair = pairFor(code);
  const warnings = priceWarnings(code, prices);
  const source = rateCurrency(pair, from);
  if (rate !== undefined && source !== account && needsRate(account, pair)) {
    const warning = rateWarning(source, account, rate);
    if (warning) warnings.push(warning);
  }
  return warnings;
}

/** The account, pair, price and rate of values a tool's schema accepted (read as the schema reads them). */
export function validInputs(values: { account: string; pair: string; price: string; rate: string }) {
  return {
    account: values.account as AccountCurrency,
    pair: values.pair as PairCode,
    price: readDecimal(values.price),
    rate: values.rate.trim() === '' ? undefined : readDecimal(values.rate),
  };
}

/** Units of the contract with their unit: "20,000 EUR", "20 oz", "0.06 coins" (only results show them). */
export function unitsText(pair: Pair, units: number, lotDecimals: number): string {
  const decimals = Math.max(0, lotDecimals - Math.floor(Math.log10(pair.contractSize)));
  return `${formatNumber(units, decimals)} ${pair.unit}`;
}
