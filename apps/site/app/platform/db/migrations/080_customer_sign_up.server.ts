import type { Migration } from '~/platform/db/types';

// Visitors open accounts themselves now. Until the e-mail is verified nothing but the pending sign-up is kept,
// and it expires after 24 hours; the code and the link are stored only as hashes. Customer e-mails (the
// verification, the reset link, the notices of a credential change) are one outbox table, a kind per purpose,
// and their text (which may hold a live link) is cleared once sent. A reset link is a row of its own, single use.
const sql = `
CREATE TABLE customer_signups (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  password_hash TEXT,
  code_hash TEXT NOT NULL,
  link_hash TEXT NOT NULL UNIQUE,
  code_expires_at TEXT NOT NULL,
  code_tries INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX customer_signups_expires_idx ON customer_signups (expires_at);

CREATE TABLE customer_emails (
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
CREATE INDEX customer_emails_due_idx ON customer_emails (kind, next_attempt_at);
CREATE INDEX customer_emails_recipient_idx ON customer_emails (email, kind, created_at);

CREATE TABLE customer_password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX customer_password_resets_customer_idx ON customer_password_resets (customer_id);
`;

/** Pending sign-ups, customer e-mails (an outbox table) and password-reset links. */
export const migration: Migration = {
  id: '080_customer_sign_up',
  sqlite: sql,
  postgres: sql,
};
