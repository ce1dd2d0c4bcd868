import type { Migration } from '~/platform/db/types';

// A closed signal's exit can be corrected, but only in public: the correction is a new timeline event
// ('corrected': who, when, old and new values, reason) and the stored result follows it, so the statistics use
// the corrected value while the timeline keeps what was first recorded. The event kinds are a CHECK, which
// SQLite cannot alter: its table is rebuilt with the same rows. history-events.csv reads every event in time
// order, hence the index on (at, id).
//
// Demo signals (`pnpm db:seed-demo`) carry a stored flag, so every page that shows them can say so while any
// exist. Until now the seed published them all as the admin `demo-seed` (and only into a database without
// signals), so those rows are the demo ones; from now on the seed sets the flag itself.
const kinds = "'published', 'amended', 'triggered', 'closed', 'expired', 'cancelled', 'corrected'";

const sqlite = `
CREATE TABLE signal_events_rebuilt (
  id TEXT PRIMARY KEY,
  signal_id TEXT NOT NULL REFERENCES signals (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN (${kinds})),
  at TEXT NOT NULL,
  by_username TEXT,
  detail_json TEXT
);
INSERT INTO signal_events_rebuilt (id, signal_id, kind, at, by_username, detail_json)
  SELECT id, signal_id, kind, at, by_username, detail_json FROM signal_events;
DROP TABLE signal_events;
ALTER TABLE signal_events_rebuilt RENAME TO signal_events;
CREATE INDEX signal_events_signal_idx ON signal_events (signal_id, at);
CREATE INDEX signal_events_at_idx ON signal_events (at, id);
ALTER TABLE signals ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
UPDATE signals SET demo = 1 WHERE published_by = 'demo-seed';
CREATE INDEX signals_demo_idx ON signals (demo) WHERE demo = 1;
`;

const postgres = `
ALTER TABLE signal_events DROP CONSTRAINT signal_events_kind_check;
ALTER TABLE signal_events ADD CONSTRAINT signal_events_kind_check CHECK (kind IN (${kinds}));
CREATE INDEX signal_events_at_idx ON signal_events (at, id);
ALTER TABLE signals ADD COLUMN demo INTEGER NOT NULL DEFAULT 0;
UPDATE signals SET demo = 1 WHERE published_by = 'demo-seed';
CREATE INDEX signals_demo_idx ON signals (demo) WHERE demo = 1;
`;

/** Corrections as timeline events, and the demo flag on signals. */
export const migration: Migration = { id: '076_signal_corrections', sqlite, postgres };
