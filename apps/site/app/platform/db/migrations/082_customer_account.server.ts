import type { Migration } from '~/platform/db/types';

// What the account page needs beside the account itself. The passkeys (081) and the customers' e-mail outbox
// table (080) come before it: this adds the challenges, the address links, which account an e-mail is about, and
// the purge's claim.
const sql = `
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

-- The account page's e-mails (a new address's link, the notice of every credential change) are rows of kind
-- 'account' in the customers' one e-mail table; customer_id names the account they are about, so a deletion can
-- drop them and the per-account limits can count them.
ALTER TABLE customer_emails ADD COLUMN customer_id TEXT;
CREATE INDEX customer_emails_customer_idx ON customer_emails (customer_id, kind, created_at);

-- The purge of deleted accounts runs on every instance; an instance claims an account by moving this column
-- forward with a conditional UPDATE, so exactly one purges it (decision 034).
ALTER TABLE customers ADD COLUMN purge_claimed_until TEXT;
CREATE INDEX customers_deleted_idx ON customers (deleted_at);
`;

/** Customer passkey challenges, e-mail change links, the account of each e-mail, and the purge's claim. */
export const migration: Migration = {
  id: '082_customer_account',
  sqlite: sql,
  postgres: sql,
};
