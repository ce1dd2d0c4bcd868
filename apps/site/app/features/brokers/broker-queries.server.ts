import { perVersion, read } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import { readBrokers } from './broker-rows.server';
import type { Broker } from './broker-schema';

export interface SearchOptions {
  /** Also match feature tags (the public store's search); the dashboard searches name and description only. Default true. */
  includeFeatures?: boolean;
  /** Only active brokers. Default false. */
  activeOnly?: boolean;
}

/** Lower-cased substring match, as the original dashboard's search. */
function includesText(haystack: string, needle: string): boolean {
  return haystack.toLowerCase().includes(needle);
}

/** Case-insensitive substring on name, description or (unless turned off) any feature; an empty query lists all. */
export async function searchBrokers(db: Db, query: string, options: SearchOptions = {}): Promise<Broker[]> {
  const { includeFeatures = true, activeOnly = false } = options;
  const needle = query.trim().toLowerCase();
  // A directory of tens of brokers: filtering in memory keeps the JSON feature list out of SQL
  // (a LIKE on its text would also match the brackets and quotes).
  const brokers = await readBrokers(db, { activeOnly });
  if (!needle) return brokers;
  return brokers.filter(
    (broker) =>
      includesText(broker.name, needle) ||
      includesText(broker.description, needle) ||
      (includeFeatures && broker.features.some((feature) => includesText(feature, needle))),
  );
}

/** A copy a caller may change without touching the cached list. */
function copyBroker(broker: Broker): Broker {
  return {
    ...broker,
    features: [...broker.features],
    regulation: [...broker.regulation],
    tradingPlatforms: [...broker.tradingPlatforms],
    accountTypes: [...broker.accountTypes],
  };
}

// The last active list read per database, kept for the version read just before it. Reading the version
// first means a write landing in between leaves a newer list under an older version: refreshed on the
// next call, never stale.
const activeLists = new WeakMap<Db, (version: string) => Promise<Broker[]>>();

/**
 * The active brokers with the data version they belong to. One small query per call; the list itself
 * is re-read only when the version moved (so a change on any instance shows on the next request).
 */
export async function activeSnapshot(db: Db): Promise<{ version: number; brokers: Broker[] }> {
  const version = await read(db, 'brokers');
  let listFor = activeLists.get(db);
  if (!listFor) {
    listFor = perVersion(() => readBrokers(db, { activeOnly: true }));
    activeLists.set(db, listFor);
  }
  const brokers = await listFor(String(version));
  return { version, brokers: brokers.map(copyBroker) };
}
