import type { Migration } from '~/platform/db/types';

// The figures a reader compares brokers by, as numbers and lists beside the free-text fields the
// cards always had. Every new column is optional (NULL or empty) so existing brokers stay valid. SQLite
// takes one column per ALTER TABLE, so each is its own statement on both engines.
const columns = (real: string) =>
  [
    `spread_pips ${real}`,
    `commission_usd ${real}`,
    `min_deposit_amount ${real}`,
    "min_deposit_currency TEXT NOT NULL DEFAULT ''",
    'max_leverage INTEGER',
    "regulators TEXT NOT NULL DEFAULT '[]'",
    `retail_loss_percent ${real}`,
    "retail_loss_date TEXT NOT NULL DEFAULT ''",
    'year_founded INTEGER',
    "headquarters TEXT NOT NULL DEFAULT ''",
    "products TEXT NOT NULL DEFAULT '[]'",
    'demo_account INTEGER CHECK (demo_account IN (0, 1))',
    'islamic_account INTEGER CHECK (islamic_account IN (0, 1))',
    "deposit_methods TEXT NOT NULL DEFAULT '[]'",
    // NULL until the service gives the row one (bootstrap fills existing rows from their names).
    'slug TEXT',
  ]
    .map((column) => `ALTER TABLE brokers ADD COLUMN ${column};`)
    .join('\n');

const sql = (real: string) => `
${columns(real)}
CREATE UNIQUE INDEX brokers_slug_idx ON brokers (slug);

-- Slugs a broker had before an admin changed it: /ib-partners/<old> answers 301 to the current one.
CREATE TABLE broker_old_slugs (
  slug TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL REFERENCES brokers (id) ON DELETE CASCADE
);
`;

/** Broker figures (cost, deposit, leverage, regulators, retail loss, company facts) and stable slugs. */
export const migration: Migration = {
  id: '060_broker_details',
  sqlite: sql('REAL'),
  postgres: sql('DOUBLE PRECISION'),
};
