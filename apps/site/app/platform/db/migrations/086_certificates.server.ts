import type { Migration } from '~/platform/db/types';

// A certificate of course completion, public at an unguessable id (128 random bits). It keeps what it certified
// as it was on the day (course version, what was assessed, the pass mark), so a later change to the course never
// rewrites an issued certificate. Withdrawn (by the holder) and revoked (by an admin, with a reason) are states
// with their dates, never deletions: a verifier who has the id is told what happened to it.
const sql = `
CREATE TABLE certificates (
  id TEXT PRIMARY KEY,
  customer_id TEXT REFERENCES customers (id) ON DELETE SET NULL,
  holder_name TEXT,
  course TEXT NOT NULL,
  course_title TEXT NOT NULL,
  course_version TEXT NOT NULL,
  assessed TEXT NOT NULL,
  pass_mark INTEGER NOT NULL,
  issued_at TEXT NOT NULL,
  withdrawn_at TEXT,
  revoked_at TEXT,
  revoke_reason TEXT
);
CREATE INDEX certificates_customer_idx ON certificates (customer_id, course);
`;

/** Certificates of course completion. */
export const migration: Migration = {
  id: '086_certificates',
  sqlite: sql,
  postgres: sql,
};
