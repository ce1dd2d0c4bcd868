import type { Migration } from '~/platform/db/types';

// Customers sign in to pages now (lessons, progress, alerts), so they get the admin's kind of session: a random id
// in an HttpOnly cookie, only its SHA-256 stored, revocable one by one. The bearer tokens of the JSON API stay.
// An account can do nothing until its e-mail is verified; accounts made before this migration (by the operator's
// customer:create) were made with a known address, so they count as verified from their creation.
const sql = `
CREATE TABLE customer_sessions (
  id_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  ip_hash TEXT,
  user_agent TEXT
);
CREATE INDEX customer_sessions_customer_idx ON customer_sessions (customer_id);
ALTER TABLE customers ADD COLUMN email_verified_at TEXT;
ALTER TABLE customers ADD COLUMN disabled_at TEXT;
ALTER TABLE customers ADD COLUMN deleted_at TEXT;
UPDATE customers SET email_verified_at = created_at;
`;

/** Server-side customer sessions, and an account's verified, disabled and deleted states. */
export const migration: Migration = {
  id: '079_customer_sessions',
  sqlite: sql,
  postgres: sql,
};
