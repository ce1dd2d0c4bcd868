import type { SelectOption } from '@upm/ui';
import {
  accountCurrencies,
  isAccountCurrency,
  knownPair,
  needsRate,
  type Pair,
  pairLabel,
  pairs,
  rateCurrency,
} from '~/platform/trading-math/currencies';
import { rateLabel, type RateFrom } from '~/features/tools/tool-values';

/** The choices of the tools' select fields. */
export const accountOptions: readonly SelectOption[] = accountCurrencies.map((code) => ({ value: code, label: code }));
export const pairOptions: readonly SelectOption[] = pairs.map((pair) => ({
  value: pair.code,
  label: pair.kind === 'forex' ? pairLabel(pair) : `${pairLabel(pair)} (${pair.name})`,
}));
export const directionOptions: readonly SelectOption[] = [
  { value: 'buy', label: 'Buy (long)' },
  { value: 'sell', label: 'Sell (short)' },
];

/** The lists a field of this name is chosen from, in every tool; a field not named here takes a number. */
export const selectOptions: Readonly<Partial<Record<string, readonly SelectOption[]>>> = {
  account: accountOptions,
  pair: pairOptions,
  direction: directionOptions,
};

/** A price step written with its decimals: 0.0001, 0.01, 1. */
const stepText = (pair: Pair) => pair.step.toFixed(Math.max(0, -Math.floor(Math.log10(pair.step))));

/**
 * A positive figure with thousands commas ("100,000", "1,000.00"), without the tools' number format: this copy is
 * on every tool page's first load, and the format's module loads with the results.
 */
const grouped = (value: number, decimals: number) => value.toFixed(decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The contract a lot holds and what its pip or point is: "1 lot = 100 oz; a point is 1 USD, 100.00 USD a lot". */
export function contractText(pair: Pair): string {
  // One contract or coin is singular: "1 lot = 1 contract", never "1 contracts".
  const unit = pair.contractSize === 1 ? pair.unit.replace(/s$/, '') : pair.unit;
  const lot = `1 lot = ${grouped(pair.contractSize, 0)} ${unit}`;
  const perLot = pair.step * pair.contractSize;
  return `${lot}; a ${pair.stepName} is ${stepText(pair)} ${pair.quote}, ${grouped(perLot, 2)} ${pair.quote} a lot.`;
}

/** `pips` or `points`, for a label; pips when the instrument is unknown. */
export const stepsOf = (pairCode: string) => `${knownPair(pairCode)?.stepName ?? 'pip'}s`;

/**
 * The conversion rate's label and hint for the chosen account and pair: the label states which way the rate
 * converts ("1 JPY = ? EUR"), the hint whether it is needed at all.
 */
export function rateCopy(account: string, pairCode: string, from: RateFrom): { label: string; hint: string } {
  const pair = knownPair(pairCode);
  // "1 USD = ? USD" asks nothing: when the rate would convert the account currency into itself, no direction.
  const toItself = pair !== undefined && rateCurrency(pair, from) === account;
  const label = toItself ? 'Conversion rate' : `Conversion rate: ${rateLabel(account, pairCode, from)}`;
  if (!pair || !isAccountCurrency(account)) {
    return { label, hint: 'Needed only when your account currency is neither currency of the pair.' };
  }
  const needed = needsRate(account, pair);
  if (pair.base) {
    return needed
      ? { label, hint: `Needed: your account is in ${account}, neither ${pair.base} nor ${pair.quote}.` }
      : { label, hint: `Not needed: your account is in ${account}, a currency of ${pairLabel(pair)}. Leave it empty.` };
  }
  return needed
    ? {
        label,
        hint: `Needed: ${pairLabel(pair)} is quoted in ${rateCurrency(pair, from)}, your account in ${account}.`,
      }
    : { label, hint: `Not needed: ${pairLabel(pair)} is quoted in ${account}, your account currency. Leave it empty.` };
}

/** The hint of a price field, naming the pair's sample. */
export function priceHint(pairCode: string): string | undefined {
  const pair = knownPair(pairCode);
  return pair
    ? `Sample price for ${pairLabel(pair)}: ${pair.sample}. Enter the current one from your platform.`
    : undefined;
}

/** The sample price of a pair moved by some pips or points, written with the sample's decimals. */
export function samplePlus(pairCode: string, steps: number): string | undefined {
  const pair = knownPair(pairCode);
  if (!pair) return undefined;
  const decimals = pair.sample.split('.')[1]?.length ?? 0;
  return (Number(pair.sample) + steps * pair.step).toFixed(decimals);
}

type PricedValues = { account: string; pair: string; price: string };

/** The instrument's hint: what a lot holds and what a pip or point is worth. */
export const pairHint = (pairCode: string) => {
  const pair = knownPair(pairCode);
  return pair ? { hint: contractText(pair) } : undefined;
};

/** The copy of the cost fields, in the instrument's pips or points and the account currency. */
export function costCopy(field: string, values: { account: string; pair: string }) {
  if (field === 'spread') return { label: `Spread (${stepsOf(values.pair)}, optional)` };
  if (field === 'commission') return { label: `Commission per lot, round trip (${values.account}, optional)` };
  if (field === 'swap') return { label: `Swap per lot per night (${values.account}, optional)` };
  return undefined;
}

/** The field copy of a tool with account, pair, price and rate: the rate's direction and the price's sample. */
export const pricedFieldCopy =
  (from: RateFrom) =>
  (field: string, values: PricedValues): { label?: string; hint?: string } | undefined => {
    if (field === 'rate') return rateCopy(values.account, values.pair, from);
    if (field === 'price') return { hint: priceHint(values.pair) };
    if (field === 'pair') return pairHint(values.pair);
    if (field === 'stop') return stopCopy(values.pair);
    return costCopy(field, values);
  };

/** The stop-loss field's label, in the instrument's pips or points (the unit the signal pages count in too). */
export function stopCopy(pairCode: string): { label: string; hint?: string } {
  return { label: `Stop-loss (${stepsOf(pairCode)})` };
}

/** When the pair changes, its sample price replaces the old pair's price. */
export function samplePriceOnPairChange<Values extends PricedValues>(next: Values, changed: string): Values {
  return changed === 'pair' ? { ...next, price: samplePlus(next.pair, 0) ?? next.price } : next;
}

/**
 * How a priced calculator's fields behave (position size, pip value, margin): the copy of the price, pair, stop,
 * cost and rate fields, the rate converting from the pair's `from` currency, and the sample price of a new pair.
 */
export const pricedBehaviour = (from: RateFrom) => ({
  fieldCopy: pricedFieldCopy(from),
  adjust: samplePriceOnPairChange,
});
