import type { Migration } from '~/platform/db/types';

// Shared column types: timestamps ISO text, ids TEXT (docs/HELPERS.md).
const sql = `
-- Every message sent through /contact. The sender's IP is kept only as a salted hash.
-- The row doubles as the e-mail outbox: delivered_at is set once SMTP accepts it; until then the
-- worker retries at next_attempt_at (NULL when there is nothing to deliver, e.g. SMTP_URL unset).
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ip_hash TEXT,
  read_at TEXT,
  delivered_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  last_error TEXT
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);
CREATE INDEX contact_messages_outbox_idx ON contact_messages (next_attempt_at);

-- One row per accepted submission, for the per-IP rate limit. Kept apart from the messages so that
-- an admin deleting messages does not reopen the limit; rows older than the window are pruned.
CREATE TABLE contact_submissions (
  id TEXT PRIMARY KEY,
  ip_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_submissions_ip_time_idx ON contact_submissions (ip_hash, created_at);
`;

/** Contact messages (name, email, subject, message) with their delivery state, and the rate-limit log. */
export const migration: Migration = {
  id: '020_contact',
  sqlite: sql,
  postgres: sql,
};
