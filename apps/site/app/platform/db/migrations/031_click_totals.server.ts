import type { Migration } from '~/platform/db/types';

// Security finding "click-out counting": /go/:id recorded every hit, so one client could inflate a
// broker's count at will and broker_clicks grew without bound.
const sql = `
-- The 30-minute window a click fell in (milliseconds since the epoch / 1 800 000). The unique index
-- lets at most one row per (broker, hashed IP, window) in: INSERT ... ON CONFLICT DO NOTHING is the
-- atomic check-and-insert on both engines. An unknown IP (NULL hash) counts as one shared visitor
-- (COALESCE), so a server that cannot see addresses undercounts rather than counting every hit.
-- Rows from before this migration keep a NULL window; NULLs never collide, so they need no backfill.
ALTER TABLE broker_clicks ADD COLUMN click_window INTEGER;
CREATE UNIQUE INDEX broker_clicks_once_per_window_idx ON broker_clicks (broker_id, COALESCE(ip_hash, ''), click_window);

-- Click-outs older than 90 days, folded into one row per broker and UTC day (YYYY-MM-DD); every
-- click count adds these to the raw rows, so folding leaves totals unchanged.
CREATE TABLE broker_click_daily (
  broker_id TEXT NOT NULL REFERENCES brokers (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  clicks INTEGER NOT NULL CHECK (clicks >= 0),
  PRIMARY KEY (broker_id, day)
);
CREATE INDEX broker_click_daily_day_idx ON broker_click_daily (day);
`;

/** Click-out dedupe (one per hashed IP, broker and 30 minutes) and the daily totals old clicks are folded into. */
export const migration: Migration = {
  id: '031_click_totals',
  sqlite: sql,
  postgres: sql,
};
