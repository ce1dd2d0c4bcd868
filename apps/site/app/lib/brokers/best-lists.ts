import type { BestListCopy } from '~/content/broker-pages.schema';
import { costPerLot } from './cost';
import type { Broker } from './broker-schema';

/*
 * The "best for" lists: each a filter and an order over the active brokers' data, written out in
 * words in content/broker-pages.ts. No list is ordered by hand.
 */

const cost = (broker: Broker) => costPerLot(broker.spreadPips, broker.commissionUsd);
const deposit = (broker: Broker) => broker.minDepositAmount;
const offers = (platform: string) => (broker: Broker) =>
  broker.tradingPlatforms.some((name) => name.trim().toLowerCase() === platform);

/**
 * Sorts by `key` (lowest first), ties by rating (highest first) then name. Brokers without the key are left
 * out when `unstated` is 'omit' (the list ranks by that figure), else listed last.
 */
function rankBy(
  brokers: readonly Broker[],
  key: (broker: Broker) => number | null,
  unstated: 'omit' | 'last' = 'last',
) {
  const value = (broker: Broker) => key(broker) ?? Number.POSITIVE_INFINITY;
  return brokers
    .filter((broker) => unstated === 'last' || key(broker) !== null)
    .sort((a, b) => value(a) - value(b) || b.rating - a.rating || a.name.localeCompare(b.name));
}

/** Each list's rule as code, by the slug its copy uses. */
export const bestListRules: Readonly<Record<string, (active: readonly Broker[]) => Broker[]>> = {
  'lowest-cost': (active) => rankBy(active, cost, 'omit'),
  // Deposits in another currency cannot be ranked against dollars without a rate we would have to invent.
  'lowest-deposit': (active) =>
    rankBy(
      active.filter((b) => ['', 'USD'].includes(b.minDepositCurrency)),
      deposit,
      'omit',
    ),
  mt5: (active) => rankBy(active.filter(offers('mt5')), cost),
  ctrader: (active) => rankBy(active.filter(offers('ctrader')), cost),
  beginners: (active) =>
    rankBy(
      active.filter(
        (b) =>
          b.demoAccount === true &&
          b.minDepositAmount !== null &&
          b.minDepositAmount <= 100 &&
          ['', 'USD'].includes(b.minDepositCurrency),
      ),
      cost,
    ),
};

/** The brokers of one list, or null for a list that does not exist. */
export function bestList(list: BestListCopy, active: readonly Broker[]): Broker[] | null {
  const rule = bestListRules[list.slug];
  return rule ? rule(active.filter((broker) => broker.isActive)) : null;
}
