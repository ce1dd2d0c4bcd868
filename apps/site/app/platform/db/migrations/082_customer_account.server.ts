import type { Migration } from '~/platform/db/types';

// What the account page needs beside the account itself. customer_passkeys is also created by the sign-up's
// migration (081), in exactly this shape: whichever runs first creates it, the other finds it (IF NOT EXISTS works
// on SQLite and PostgreSQL alike), so the two branches can land in either order.
const sql = `
CREATE TABLE IF NOT EXISTS customer_passkeys (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX IF NOT EXISTS customer_passkeys_customer_idx ON customer_passkeys (customer_id);

-- WebAuthn challenges of customers (sign-in, registration, the confirmation before deleting an account): single
-- use, 5 minutes, apart from the admin's so that no challenge of one kind of account serves the other.
CREATE TABLE customer_webauthn_challenges (
  challenge TEXT PRIMARY KEY,
  customer_id TEXT REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  address_hash TEXT
);
CREATE INDEX customer_webauthn_challenges_address_idx ON customer_webauthn_challenges (address_hash, expires_at);
CREATE INDEX customer_webauthn_challenges_expires_idx ON customer_webauthn_challenges (expires_at);

-- Links that prove an address: a new address of an e-mail change, or the account's own address when the team
-- resends a verification. Only the token's SHA-256 is kept; single use; expires.
CREATE TABLE customer_email_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('change', 'verify')),
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX customer_email_tokens_customer_idx ON customer_email_tokens (customer_id);

-- E-mails to customers are one outbox table, a kind per purpose (the sign-up's migration 080 makes it in exactly
-- this shape; whichever runs first creates it). The account page's e-mails (a new address's link, the notice of
-- every credential change) are its rows of kind 'account'; customer_id names the account they are about, so a
-- deletion can drop them and the per-account limits can count them.
CREATE TABLE IF NOT EXISTS customer_emails (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  mail_text TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT,
  next_attempt_at TEXT,
  delivered_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS customer_emails_due_idx ON customer_emails (kind, next_attempt_at);
CREATE INDEX IF NOT EXISTS customer_emails_recipient_idx ON customer_emails (email, kind, created_at);
ALTER TABLE customer_emails ADD COLUMN customer_id TEXT;
CREATE INDEX customer_emails_customer_idx ON customer_emails (customer_id, kind, created_at);

-- The purge of deleted accounts runs on every instance; an instance claims an account by moving this column
-- forward with a conditional UPDATE, so exactly one purges it (decision 034).
ALTER TABLE customers ADD COLUMN purge_claimed_until TEXT;
CREATE INDEX customers_deleted_idx ON customers (deleted_at);
`;

/** Customer passkeys and challenges, e-mail change links, the account's e-mails, and the purge's claim. */
export const migration: Migration = {
  id: '082_customer_account',
  sqlite: sql,
  postgres: sql,
};
