import type { Migration } from '~/platform/db/types';

// Same SQL on both dialects: ids TEXT, timestamps ISO TEXT (they sort as strings), JSON as TEXT.
const sql = `
CREATE TABLE admins (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'super_admin',
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_login_at TEXT
);

-- The cookie holds a random id; only its SHA-256 is stored, so a leaked table cannot be replayed.
CREATE TABLE admin_sessions (
  id_hash TEXT PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX admin_sessions_admin_id ON admin_sessions (admin_id);

-- Failed sign-ins, per username (lower-cased) and per client IP: the throttle counts these.
CREATE TABLE login_attempts (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  ip TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX login_attempts_username ON login_attempts (username, attempted_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, attempted_at);

-- Who changed what, when, with the record before and after (JSON).
CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  admin_id TEXT,
  admin_username TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT,
  before_json TEXT,
  after_json TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX audit_log_created_at ON audit_log (created_at);
`;

/** Admin accounts, their sessions, failed sign-ins (throttle) and the audit log. Secrets live in 001's site_secrets. */
export const migration: Migration = { id: '010_admin', sqlite: sql, postgres: sql };
