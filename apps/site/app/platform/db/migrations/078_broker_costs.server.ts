import type { Migration } from '~/platform/db/types';

// The figures a careful trader checks beyond the EUR/USD spread: the minimum spread (so "From 0.0 pips" is only
// ever derived from a stored 0.0), swaps per night, non-trading fees, and the date and source of the cost
// figures. All optional (NULL or empty: "not stated"), so existing brokers stay valid. One column per
// ALTER TABLE, which SQLite requires.
const sql = (real: string) =>
  [
    `min_spread_pips ${real}`,
    `swap_long_usd ${real}`,
    `swap_short_usd ${real}`,
    `inactivity_fee_usd ${real}`,
    `withdrawal_fee_usd ${real}`,
    "figures_date TEXT NOT NULL DEFAULT ''",
    "figures_source TEXT NOT NULL DEFAULT ''",
  ]
    .map((column) => `ALTER TABLE brokers ADD COLUMN ${column};`)
    .join('\n');

/** Broker minimum spread, swaps, non-trading fees and the date and source of the cost figures. */
export const migration: Migration = {
  id: '078_broker_costs',
  sqlite: sql('REAL'),
  postgres: sql('DOUBLE PRECISION'),
};
