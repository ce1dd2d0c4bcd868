import type { Db } from '../db/types';
import { readBrokers } from './broker-rows.server';
import type { Broker } from './broker-schema';

/** The data set whose `data_version` row every broker write bumps. */
export const brokersDataSet = 'brokers';

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

/** Adds one to the brokers data version: every write does it, in its own transaction. */
export async function bumpVersion(tx: Db): Promise<void> {
  await tx.run('UPDATE data_version SET version = version + 1 WHERE name = ?', [brokersDataSet]);
}

/** The brokers data version: changes on every broker write, on every instance sharing the database. */
export async function dataVersion(db: Db): Promise<number> {
  const row = await db.get<{ version: number }>('SELECT version FROM data_version WHERE name = ?', [brokersDataSet]);
  return Number(row?.version ?? 0);
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

// The last active list read per database, with the version read just before it. Reading the version
// first means a write landing in between leaves a newer list under an older version: refreshed on the
// next call, never stale.
const activeLists = new WeakMap<Db, { version: number; brokers: Broker[] }>();

/**
 * The active brokers with the data version they belong to. One small query per call; the list itself
 * is re-read only when the version moved (so a change on any instance shows on the next request).
 */
export async function activeSnapshot(db: Db): Promise<{ version: number; brokers: Broker[] }> {
  const version = await dataVersion(db);
  const cached = activeLists.get(db);
  if (cached && cached.version === version) return { version, brokers: cached.brokers.map(copyBroker) };
  const brokers = await readBrokers(db, { activeOnly: true });
  activeLists.set(db, { version, brokers });
  return { version, brokers: brokers.map(copyBroker) };
}
