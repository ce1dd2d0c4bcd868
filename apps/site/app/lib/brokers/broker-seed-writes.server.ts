import type { Db } from '../db/types';
import { bumpVersion } from './broker-queries.server';
import { readBrokers, toColumns, writeColumns } from './broker-rows.server';
import type { Broker, BrokerInput } from './broker-schema';
import { defaultBrokerDetailsSeed, seedDetailsPatch } from './seed-broker-details.server';

/**
 * Once per database: fills the detail figures of default brokers stored before migration 060, field by field
 * where still "not stated" (an admin's values stay). updatedAt is left alone: no admin changed anything.
 */
export async function seedDefaultDetails(db: Db, defaults: readonly Pick<BrokerInput, 'name' | 'leverage'>[]) {
  return db.transaction(async (tx) => {
    const { changes } = await tx.run('INSERT INTO seeds (id, applied_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING', [
      defaultBrokerDetailsSeed,
      new Date().toISOString(),
    ]);
    if (changes === 0) return 0;
    let filled = 0;
    for (const broker of await readBrokers(tx)) {
      const leverage = defaults.find((seed) => seed.name === broker.name)?.leverage;
      const patch = seedDetailsPatch(broker, leverage);
      if (Object.keys(patch).length === 0) continue;
      const after: Broker = { ...broker, ...patch };
      const { id: _id, created_at: _created, ...columns } = toColumns(after);
      await writeColumns(tx, broker.id, columns);
      filled++;
    }
    if (filled > 0) await bumpVersion(tx);
    return filled;
  });
}
