import type { Db } from '~/platform/db/types';
import { readBrokerBySlug } from './broker-rows.server';
import { type Broker, safeHttpUrl } from './broker-schema';
import { currentSlugFor } from './broker-slugs.server';
import type { BrokerService } from './brokers.server';
import { toDirectoryBroker } from './directory.server';
import type { BrokerProfile } from './profile';
import { slugPattern } from './broker-details';

/** A broker as its page shows it. */
export function toProfile(broker: Broker): BrokerProfile {
  return {
    ...toDirectoryBroker(broker),
    spreadPips: broker.spreadPips,
    minSpreadPips: broker.minSpreadPips,
    commissionUsd: broker.commissionUsd,
    swapLongUsd: broker.swapLongUsd,
    swapShortUsd: broker.swapShortUsd,
    inactivityFeeUsd: broker.inactivityFeeUsd,
    withdrawalFeeUsd: broker.withdrawalFeeUsd,
    figuresSource: safeHttpUrl(broker.figuresSource) ?? '',
    minDepositAmount: broker.minDepositAmount,
    minDepositCurrency: broker.minDepositCurrency,
    maxLeverage: broker.maxLeverage,
    regulators: broker.regulators,
    yearFounded: broker.yearFounded,
    headquarters: broker.headquarters,
    products: broker.products,
    demoAccount: broker.demoAccount,
    islamicAccount: broker.islamicAccount,
    depositMethods: broker.depositMethods,
    accountTypes: broker.accountTypes.filter(Boolean),
  };
}

/** What /ib-partners/<slug> answers: the page, 410 for an inactive broker, 301 for an old slug, else 404. */
export type BrokerPageLookup =
  | { kind: 'found'; profile: BrokerProfile; version: number }
  | { kind: 'gone'; name: string }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' };

/** Whether `slug` could be a broker's slug at all (bounded before it reaches a query). */
export const plausibleSlug = (slug: string) => slug.length <= 80 && slugPattern.test(slug);

/**
 * Looks a slug up: active brokers come from the in-memory snapshot (one small version query), so the common
 * case costs no broker read; inactive and renamed brokers need one indexed query each.
 */
export async function lookupBrokerPage(db: Db, brokers: BrokerService, slug: string): Promise<BrokerPageLookup> {
  if (!plausibleSlug(slug)) return { kind: 'missing' };
  const { version, brokers: active } = await brokers.activeSnapshot();
  const listed = active.find((broker) => broker.slug === slug);
  if (listed) return { kind: 'found', profile: toProfile(listed), version };
  const stored = await readBrokerBySlug(db, slug);
  if (stored)
    return stored.isActive
      ? { kind: 'found', profile: toProfile(stored), version }
      : { kind: 'gone', name: stored.name };
  const current = await currentSlugFor(db, slug);
  return current ? { kind: 'moved', slug: current } : { kind: 'missing' };
}
