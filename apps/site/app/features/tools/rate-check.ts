import type { Currency, InstrumentSpec } from '~/platform/instruments/instrument-specs';
import { referencePrice, referencePrices, referenceRate, referenceRates } from '~/platform/instruments/reference-rates';
import { longDateUtc } from '~/platform/plain-format';

/*
 * A conversion rate as the tools show and question it: both ways round, so a trader sees what "1 USD = 0.787
 * GBP" means from the other side, and checked against the dated reference table (a warning, never a refusal:
 * rates do move, and the trader's platform knows today's).
 */

/** A rate with four significant figures: 0.007874, 0.7874, 1.270, 127.0. */
export function rateFigure(rate: number): string {
  if (!Number.isFinite(rate) || rate <= 0) return '—';
  if (rate >= 1000) return rate.toFixed(1);
  return Number(rate.toPrecision(4)).toString();
}

/** "1 USD = 0.7874 GBP, 1 GBP = 1.27 USD". */
export function bothWays(from: Currency, to: Currency, rate: number): string {
  return `1 ${from} = ${rateFigure(rate)} ${to}, 1 ${to} = ${rateFigure(1 / rate)} ${from}`;
}

export type RateCheck =
  | { verdict: 'plausible' }
  | { verdict: 'inverse'; reference: number }
  | { verdict: 'outside'; reference: number; low: number; high: number };

/** Whether a typed rate for 1 `from` in `to` is within the reference band, looks like its inverse, or neither. */
export function checkRate(from: Currency, to: Currency, rate: number): RateCheck {
  const reference = referenceRate(from, to);
  const { band } = referenceRates;
  const within = (value: number) => value >= reference / band && value <= reference * band;
  // For a pair near parity the inverse lies inside the band too (EUR/USD 1.08 typed as 0.926): then the rate is
  // questioned when its inverse is nearer the reference than it is.
  const distance = (value: number) => Math.abs(Math.log(value / reference));
  if (within(rate) && distance(rate) <= distance(1 / rate)) return { verdict: 'plausible' };
  if (within(1 / rate)) return { verdict: 'inverse', reference };
  return { verdict: 'outside', reference, low: reference / band, high: reference * band };
}

/** "on 28 February 2025 (ECB reference rate)": when and where the reference figures come from. */
const referenceSource = () => `on ${longDateUtc(new Date(referenceRates.date))} (ECB reference rate)`;

/** The warning for a typed rate, or undefined when it is plausible. */
export function rateWarning(from: Currency, to: Currency, rate: number): string | undefined {
  const check = checkRate(from, to, rate);
  if (check.verdict === 'plausible') return undefined;
  const reference = `1 ${from} was ${rateFigure(check.reference)} ${to} ${referenceSource()}`;
  if (check.verdict === 'inverse') {
    return `This looks like the inverse: ${rateFigure(rate)} is about what 1 ${to} is worth in ${from}. Enter 1 ${from} in ${to}: ${reference}.`;
  }
  return `Check the rate: ${reference}, and rates rarely leave ${rateFigure(check.low)}–${rateFigure(check.high)}.`;
}

/**
 * The warning for a typed price of an instrument (`field` names it: "price", "entry price"), or undefined when it
 * is plausible. A currency pair's price is a rate of its base in its quote, so it is checked like a rate; gold, an
 * index or a coin is checked against its rounded level on the same date, in a wider band.
 */
export function priceWarning(
  pair: Pick<InstrumentSpec, 'symbol' | 'base' | 'quote'>,
  price: number,
  field = 'price',
): string | undefined {
  const ending = "If it is today's price, the figures stand.";
  if (!pair.base) {
    const level = referencePrice(pair.symbol);
    if (!level || (price >= level.price / level.band && price <= level.price * level.band)) return undefined;
    const on = `on ${longDateUtc(new Date(referencePrices.date))}`;
    const figure = (value: number) => value.toLocaleString('en-GB', { maximumSignificantDigits: 4 });
    return `Check the ${field}: ${pair.symbol} at ${figure(price)} is far from where it traded ${on}, about ${figure(level.price)}, and prices rarely leave ${figure(level.price / level.band)}–${figure(level.price * level.band)}. ${ending}`;
  }
  if (checkRate(pair.base, pair.quote, price).verdict === 'plausible') return undefined;
  const reference = referenceRate(pair.base, pair.quote);
  const { band } = referenceRates;
  return `Check the ${field}: ${pair.symbol} at ${rateFigure(price)} is far from its reference of ${rateFigure(reference)} ${referenceSource()}, and prices rarely leave ${rateFigure(reference / band)}–${rateFigure(reference * band)}. ${ending}`;
}
