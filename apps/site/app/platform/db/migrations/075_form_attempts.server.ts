import type { Migration } from '~/platform/db/types';

// Every public form's per-address quota in one table, told apart by the form's name: a new form declares its
// limit and needs no table of its own. The last hour's attempts are copied so no limit reopens at the upgrade.
// The two old tables stay (old instances keep writing them during a rolling restart: a migration only adds);
// a later release may drop them.
const sql = `
CREATE TABLE form_attempts (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  ip_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX form_attempts_form_ip_time_idx ON form_attempts (form, ip_hash, created_at);
INSERT INTO form_attempts (id, form, ip_hash, created_at)
  SELECT id, 'contact', ip_hash, created_at FROM contact_submissions;
INSERT INTO form_attempts (id, form, ip_hash, created_at)
  SELECT id, 'webinar-registration', ip_hash, created_at FROM webinar_submissions;
`;

/** One table for every public form's per-address attempts. */
export const migration: Migration = { id: '075_form_attempts', sqlite: sql, postgres: sql };
