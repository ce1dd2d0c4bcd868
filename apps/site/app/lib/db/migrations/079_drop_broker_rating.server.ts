import type { Migration } from '../types';

// A broker's rating is computed from its stored figures by the published method (lib/brokers/rating.ts), so the
// typed-in column goes: no page, sort or "Best" mark can read a hand-typed figure again. The values it held stay
// in the audit log's snapshots of earlier changes.
const sql = 'ALTER TABLE brokers DROP COLUMN rating;';

/** The hand-typed broker rating is removed. */
export const migration: Migration = { id: '079_drop_broker_rating', sqlite: sql, postgres: sql };
