import type { Migration } from '~/platform/db/types';

// Published trading signals, followed to their end. Prices are floating point (DOUBLE PRECISION on
// PostgreSQL, whose REAL would keep only six digits; SQLite's REAL is already eight bytes): every price has at
// most five decimals and is rounded to the instrument's precision when shown. Results are computed once, when a
// signal closes, so the statistics and the CSV read stored numbers.
const sql = (real: string) => `
CREATE TABLE signals (
  id TEXT PRIMARY KEY,
  instrument TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('BUY', 'SELL')),
  order_type TEXT NOT NULL CHECK (order_type IN ('market', 'limit', 'stop')),
  entry ${real} NOT NULL CHECK (entry > 0),
  initial_stop_loss ${real} NOT NULL CHECK (initial_stop_loss > 0),
  stop_loss ${real} NOT NULL CHECK (stop_loss > 0),
  take_profit ${real} NOT NULL CHECK (take_profit > 0),
  note TEXT,
  valid_until TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'closed', 'expired', 'cancelled')),
  outcome TEXT CHECK (outcome IN ('take-profit', 'stop-loss', 'manual')),
  cancel_reason TEXT,
  published_at TEXT NOT NULL,
  triggered_at TEXT,
  closed_at TEXT,
  exit_price ${real},
  result_pips ${real},
  result_r ${real},
  published_by TEXT NOT NULL
);
-- History pages: newest first, then the same order within each filter. Months are ranges of published_at.
CREATE INDEX signals_published_idx ON signals (published_at, id);
CREATE INDEX signals_instrument_idx ON signals (instrument, published_at);
CREATE INDEX signals_status_idx ON signals (status, published_at);
-- The track record reads closed signals in closing order; expiry looks for pending ones past valid_until.
CREATE INDEX signals_closed_idx ON signals (closed_at) WHERE status = 'closed';
CREATE INDEX signals_pending_until_idx ON signals (valid_until) WHERE status = 'pending';

-- Each signal's public timeline: published, amended, triggered, closed, expired or cancelled. Never updated.
CREATE TABLE signal_events (
  id TEXT PRIMARY KEY,
  signal_id TEXT NOT NULL REFERENCES signals (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('published', 'amended', 'triggered', 'closed', 'expired', 'cancelled')),
  at TEXT NOT NULL,
  by_username TEXT,
  detail_json TEXT
);
CREATE INDEX signal_events_signal_idx ON signal_events (signal_id, at);

-- The signal pages are cached per data version (server/page-cache.ts): every signal write bumps it.
INSERT INTO data_version (name, version) VALUES ('signals', 1);
`;

/** Signals and their timeline events, with the data version their cached pages depend on. */
export const migration: Migration = {
  id: '040_signals',
  sqlite: sql('REAL'),
  postgres: sql('DOUBLE PRECISION'),
};
