import type { Migration } from '~/platform/db/types';

// Shared column types: lists are JSON text, booleans 0/1, timestamps ISO text (docs/HELPERS.md).
const tables = (real: string) => `
CREATE TABLE brokers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  website TEXT NOT NULL DEFAULT '',
  logo TEXT NOT NULL DEFAULT '',
  features TEXT NOT NULL DEFAULT '[]',
  rating ${real} NOT NULL CHECK (rating >= 0 AND rating <= 5),
  min_deposit TEXT NOT NULL,
  leverage TEXT NOT NULL,
  spreads TEXT NOT NULL,
  regulation TEXT NOT NULL DEFAULT '[]',
  trading_platforms TEXT NOT NULL DEFAULT '[]',
  account_types TEXT NOT NULL DEFAULT '[]',
  contact_email TEXT NOT NULL DEFAULT '',
  referral_link TEXT NOT NULL DEFAULT '',
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX brokers_active_idx ON brokers (is_active);

-- One counter per data set, bumped in the same transaction as every write: caches key on it, so a
-- change made on one instance is seen by every instance on its next request.
CREATE TABLE data_version (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
INSERT INTO data_version (name, version) VALUES ('brokers', 1);

-- Click-outs through /go/:id. The IP is stored only as a salted hash.
CREATE TABLE broker_clicks (
  id TEXT PRIMARY KEY,
  broker_id TEXT NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  clicked_at TEXT NOT NULL,
  ip_hash TEXT,
  referrer_path TEXT
);
CREATE INDEX broker_clicks_broker_time_idx ON broker_clicks (broker_id, clicked_at);
CREATE INDEX broker_clicks_time_idx ON broker_clicks (clicked_at);

-- Seeds that have run: deleting every broker must never bring the defaults back.
CREATE TABLE seeds (
  id TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
);

-- Per-install secrets generated on first use (the IP-hash salt when IP_HASH_SALT is not set).
CREATE TABLE site_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

/** Brokers (every field the original stored), their click-outs, the data-version counter, the seed log and per-install secrets. */
export const migration: Migration = {
  id: '001_brokers',
  sqlite: tables('REAL'),
  postgres: tables('DOUBLE PRECISION'),
};
