import type { Migration } from '~/platform/db/types';

// Signal alerts by e-mail (features/alerts, decision 037).
//
// alert_subscriptions: one row per address (email_hash is the keyed hash of the lower-cased address, unique), in
// state 'pending' until the link of a confirmation e-mail is followed, then 'active'. `instruments` is '*' for
// every signal or a JSON array of symbols; a new request on an address keeps its current choice and waits in
// `pending_instruments` for its own confirmation. Only the SHA-256 of the confirmation token is stored.
//
// alert_confirmations and alert_deliveries are two kinds of the one outbox (delivered_at, next_attempt_at,
// delivery_attempts, last_error). A delivery is one alert for one subscriber about one signal event, UNIQUE per
// (subscription, event): every instance may fan an event out, and only the first insert of each pair counts.
// An alert not sent within a day (no SMTP meanwhile) is news no longer: `expires_at` stops it.
// alert_fanouts records which signal events have been fanned out, so the poll reads only the new ones.
//
// alert_suppressions: an address that unsubscribed, kept only as its hash, never mailed again unless it
// subscribes again and confirms.
const sql = `
CREATE TABLE alert_subscriptions (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  email_hash TEXT NOT NULL UNIQUE,
  customer_id TEXT REFERENCES customers (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'active')),
  instruments TEXT NOT NULL,
  pending_instruments TEXT,
  confirm_token_hash TEXT UNIQUE,
  confirm_expires_at TEXT,
  created_at TEXT NOT NULL,
  confirmed_at TEXT,
  updated_at TEXT NOT NULL
);
CREATE INDEX alert_subscriptions_customer_idx ON alert_subscriptions (customer_id);
CREATE INDEX alert_subscriptions_active_idx ON alert_subscriptions (status, confirmed_at);

CREATE TABLE alert_confirmations (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  token TEXT,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  delivered_at TEXT,
  next_attempt_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX alert_confirmations_due_idx ON alert_confirmations (next_attempt_at);
CREATE INDEX alert_confirmations_subscription_idx ON alert_confirmations (subscription_id);

CREATE TABLE alert_deliveries (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES alert_subscriptions (id) ON DELETE CASCADE,
  event_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  delivered_at TEXT,
  next_attempt_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX alert_deliveries_due_idx ON alert_deliveries (next_attempt_at);
CREATE INDEX alert_deliveries_event_idx ON alert_deliveries (event_id);

CREATE TABLE alert_fanouts (
  event_id TEXT PRIMARY KEY,
  fanned_out_at TEXT NOT NULL,
  recipients INTEGER NOT NULL
);

CREATE TABLE alert_suppressions (
  email_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);
`;

/** Signal alert subscriptions, their confirmation and alert e-mails, fan-out marks and suppressions. */
export const migration: Migration = { id: '087_signal_alerts', sqlite: sql, postgres: sql };
