import type { Migration } from '~/platform/db/types';

// A customer may sign in with a passkey alone. The table is made here, beside the password rules that ask
// whether an account has one (8 characters suffice then); the account page adds, renames and removes them.
const sql = `
CREATE TABLE customer_passkeys (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX customer_passkeys_customer_idx ON customer_passkeys (customer_id);
`;

/** Customers' passkeys (WebAuthn credentials). */
export const migration: Migration = {
  id: '081_customer_passkeys',
  sqlite: sql,
  postgres: sql,
};
