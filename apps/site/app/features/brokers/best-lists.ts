import type { BestListCopy } from '~/content/brokers.schema';
import { costPerLot } from './cost';
import type { Broker } from './broker-schema';
import { brokerRating } from './rating';
import { hasTierOne } from './regulator-tiers';

/*
 * The "best for" lists: each a filter and an order over the active brokers' data, written out in words in
 * content/brokers.ts. No list is ordered by hand, and no list takes a broker a retail client would be
 * least protected with: every list first requires a tier-1 regulator and a published retail-loss figure.
 */

const cost = (broker: Broker) => costPerLot(broker.spreadPips, broker.commissionUsd);
const deposit = (broker: Broker) => broker.minDepositAmount;
const offers = (platform: string) => (broker: Broker) =>
  broker.tradingPlatforms.some((name) => name.trim().toLowerCase() === platform);

/** The rule every list applies before its own: at least one tier-1 regulator and a published loss figure. */
export const eligibleForBestLists = (broker: Pick<Broker, 'regulators' | 'retailLossPercent'>) =>
  hasTierOne(broker.regulators) && broker.retailLossPercent !== null;

/**
 * Sorts by `key` (lowest first), ties by computed rating (highest first) then name. Brokers without the key are
 * left out when `unstated` is 'omit' (the list ranks by that figure), else listed last.
 */
function rankBy(
  brokers: readonly Broker[],
  key: (broker: Broker) => number | null,
  unstated: 'omit' | 'last' = 'last',
) {
  const value = (broker: Broker) => key(broker) ?? Number.POSITIVE_INFINITY;
  const rating = (broker: Broker) => brokerRating(broker).total;
  return brokers
    .filter((broker) => unstated === 'last' || key(broker) !== null)
    .sort((a, b) => value(a) - value(b) || rating(b) - rating(a) || a.name.localeCompare(b.name));
}

/** Each list's own rule as code, by the slug its copy uses (applied after eligibleForBestLists). */
export const bestListRules: Readonly<Record<string, (eligible: readonly Broker[]) => Broker[]>> = {
  'lowest-cost': (eligible) => rankBy(eligible, cost, 'omit'),
  // Deposits in another currency cannot be ranked against dollars without a rate we would have to invent.
  'lowest-deposit': (eligible) =>
    rankBy(
      eligible.filter((b) => ['', 'USD'].includes(b.minDepositCurrency)),
      deposit,
      'omit',
    ),
  mt5: (eligible) => rankBy(eligible.filter(offers('mt5')), cost),
  ctrader: (eligible) => rankBy(eligible.filter(offers('ctrader')), cost),
  beginners: (eligible) =>
    rankBy(
      eligible.filter(
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
  return rule ? rule(active.filter((broker) => broker.isActive && eligibleForBestLists(broker))) : null;
}
