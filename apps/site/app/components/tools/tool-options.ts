import type { SelectOption } from '@upm/ui';
import {
  accountCurrencies,
  needsRate,
  pairCodes,
  pairFor,
  pairLabel,
  type PairCode,
  pairs,
  pipSize,
} from '~/lib/tools/currencies';
import { rateLabel, type RateFrom } from '~/lib/tools/tool-shape';

/** The choices of the tools' select fields. */
export const accountOptions: readonly SelectOption[] = accountCurrencies.map((code) => ({ value: code, label: code }));
export const pairOptions: readonly SelectOption[] = pairs.map((pair) => ({ value: pair.code, label: pairLabel(pair) }));
export const directionOptions: readonly SelectOption[] = [
  { value: 'buy', label: 'Buy (long)' },
  { value: 'sell', label: 'Sell (short)' },
];

const knownPair = (code: string) => (pairCodes.includes(code as PairCode) ? pairFor(code as PairCode) : undefined);

/**
 * The conversion rate's label and hint for the chosen account and pair: the label states which way the rate
 * converts ("1 JPY = ? EUR"), the hint whether it is needed at all.
 */
export function rateCopy(account: string, pairCode: string, from: RateFrom): { label: string; hint: string } {
  const pair = knownPair(pairCode);
  const label = `Conversion rate: ${rateLabel(account, pairCode, from)}`;
  if (!pair || !accountCurrencies.includes(account as (typeof accountCurrencies)[number])) {
    return { label, hint: 'Needed only when your account currency is neither currency of the pair.' };
  }
  return needsRate(account as (typeof accountCurrencies)[number], pair)
    ? { label, hint: `Needed: your account is in ${account}, neither ${pair.base} nor ${pair.quote}.` }
    : { label, hint: `Not needed: your account is in ${account}, a currency of ${pairLabel(pair)}. Leave it empty.` };
}

/** The hint of a price field, naming the pair's sample. */
export function priceHint(pairCode: string): string | undefined {
  const pair = knownPair(pairCode);
  return pair
    ? `Sample price for ${pairLabel(pair)}: ${pair.sample}. Enter the current one from your platform.`
    : undefined;
}

/** The sample price of a pair moved by some pips, written with the pair's decimals. */
export function samplePlus(pairCode: string, pips: number): string | undefined {
  const pair = knownPair(pairCode);
  if (!pair) return undefined;
  const pip = pipSize(pair);
  const decimals = pip === 0.01 ? 2 : 4;
  return (Number(pair.sample) + pips * pip).toFixed(decimals);
}

type PricedValues = { account: string; pair: string; price: string };

/** The field copy of a tool with account, pair, price and rate: the rate's direction and the price's sample. */
export const pricedFieldCopy =
  (from: RateFrom) =>
  (field: string, values: PricedValues): { label?: string; hint?: string } | undefined => {
    if (field === 'rate') return rateCopy(values.account, values.pair, from);
    if (field === 'price') return { hint: priceHint(values.pair) };
    return undefined;
  };

/** When the pair changes, its sample price replaces the old pair's price. */
export function samplePriceOnPairChange<Values extends PricedValues>(next: Values, changed: string): Values {
  return changed === 'pair' ? { ...next, price: samplePlus(next.pair, 0) ?? next.price } : next;
}
