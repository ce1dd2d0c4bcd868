import type { Migration } from '~/platform/db/types';

const sql = `
-- Customer accounts (spec §3 "customer session"); the password only as a hash.
CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_login_at TEXT
);

-- Bearer tokens handed out by POST /api/auth/login. Only a SHA-256 of the token is stored, so a
-- leaked database does not leak usable tokens; revoked_at makes a token unusable (logout).
CREATE TABLE customer_tokens (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX customer_tokens_customer_idx ON customer_tokens (customer_id);
`;

/** Customer accounts and their revocable, hashed bearer tokens. */
export const migration: Migration = {
  id: '021_customers',
  sqlite: sql,
  postgres: sql,
};
