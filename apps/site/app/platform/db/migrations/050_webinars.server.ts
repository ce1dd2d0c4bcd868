import type { Migration } from '~/platform/db/types';

// Webinars the team schedules, their registrations, and the e-mails about them (decision 016). The join link is
// private: only the e-mails and the admin read it. `sequence` counts the changes a calendar must pick up
// (RFC 5545 SEQUENCE): a move or a cancellation raises it.
const sql = `
CREATE TABLE webinars (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  presenter TEXT NOT NULL,
  starts_at TEXT NOT NULL,
  duration_minutes INTEGER NOT NULL CHECK (duration_minutes > 0),
  capacity INTEGER CHECK (capacity IS NULL OR capacity > 0),
  join_url TEXT, -- NULL for the spec's 2025 sessions, whose links were never recorded
  replay_url TEXT,
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'cancelled')),
  sequence INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX webinars_starts_idx ON webinars (starts_at);

-- One registration per address per webinar: the unique key makes a second one a conflict, not a row.
CREATE TABLE webinar_registrations (
  id TEXT PRIMARY KEY,
  webinar_id TEXT NOT NULL REFERENCES webinars (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (webinar_id, email)
);

-- Registrations per hashed IP, for the rate limit (pruned as they age out of the window).
CREATE TABLE webinar_submissions (
  id TEXT PRIMARY KEY,
  ip_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX webinar_submissions_ip_idx ON webinar_submissions (ip_hash, created_at);

-- The webinar outbox, beside the contact one with the same claim, retry and backoff. dedupe_key is unique:
-- a reminder is queued at most once per registrant however many instances schedule it at the same time.
-- A registration removed by its cancel link takes its unsent e-mails with it.
CREATE TABLE webinar_emails (
  id TEXT PRIMARY KEY,
  registration_id TEXT NOT NULL REFERENCES webinar_registrations (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('confirmation', 'reminder-24h', 'reminder-1h', 'update')),
  dedupe_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  next_attempt_at TEXT,
  delivered_at TEXT,
  delivery_attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE INDEX webinar_emails_due_idx ON webinar_emails (next_attempt_at) WHERE delivered_at IS NULL;

-- /services/webinar is cached per data version (server/page-cache.ts): every webinar write bumps it.
INSERT INTO data_version (name, version) VALUES ('webinars', 1);
`;

/** Webinars, registrations, their rate limit and outbox, and the data version of the public page. */
export const migration: Migration = { id: '050_webinars', sqlite: sql, postgres: sql };
