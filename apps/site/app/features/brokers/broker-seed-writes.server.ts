import { bump } from '~/platform/data-version/data-version.server';
import type { Db } from '~/platform/db/types';
import { readBrokers, toColumns, writeColumns } from './broker-rows.server';
import { brokerRating } from './rating';
import type { Broker, BrokerInput } from './broker-schema';
import {
  costSeedFields,
  defaultBrokerCostsSeed,
  defaultBrokerDetailsSeed,
  seedDetailsPatch,
} from './seed-broker-details.server';

/** Both detail seeds, each once per database: a database seeded before migration 078 gets only the new fields. */
export async function seedDefaultDetails(db: Db, defaults: readonly Pick<BrokerInput, 'name' | 'leverage'>[]) {
  const filled = await seedDetailsOnce(db, defaults, defaultBrokerDetailsSeed);
  return filled + (await seedDetailsOnce(db, defaults, defaultBrokerCostsSeed, costSeedFields));
}

/**
 * Once per database: fills the detail figures of default brokers stored before migration 060, field by field
 * where still "not stated" (an admin's values stay). updatedAt is left alone: no admin changed anything.
 */
async function seedDetailsOnce(
  db: Db,
  defaults: readonly Pick<BrokerInput, 'name' | 'leverage'>[],
  seedId: string,
  only?: Parameters<typeof seedDetailsPatch>[2],
) {
  return db.transaction(async (tx) => {
    const { changes } = await tx.run('INSERT INTO seeds (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [
      seedId,
      new Date().toISOString(),
    ]);
    if (changes === 0) return 0;
    let filled = 0;
    for (const broker of await readBrokers(tx)) {
      const leverage = defaults.find((seed) => seed.name === broker.name)?.leverage;
      const patch = seedDetailsPatch(broker, leverage, only);
      if (Object.keys(patch).length === 0) continue;
      const after: Broker = { ...broker, ...patch };
      const { id: _id, created_at: _created, ...columns } = toColumns(after);
      await writeColumns(tx, broker.id, columns);
      filled++;
    }
    if (filled > 0) await bump(tx, 'brokers');
    return filled;
  });
}

/**
 * Rewrites the stored copy of each broker's rating where it differs from what the published method computes now
 * (the column is written for a previous release still running; this release never reads it), and bumps the data
 * version when any changed. Returns how many changed.
 */
export async function refreshStoredRatings(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const stored = new Map(
      (await tx.all<{ id: string; rating: number }>('SELECT id, rating FROM brokers')).map((row) => [
        row.id,
        Number(row.rating),
      ]),
    );
    let changed = 0;
    for (const broker of await readBrokers(tx)) {
      const rating = brokerRating(broker).total;
      if (stored.get(broker.id) === rating) continue;
      await writeColumns(tx, broker.id, { rating });
      changed++;
    }
    if (changed > 0) await bump(tx, 'brokers');
    return changed;
  });
}
