import type { Migration } from '~/platform/db/types';

// With four eyes on (SIGNALS_FOUR_EYES), a signal is first a proposal no visitor sees; it becomes a signal, and
// public, when a second, different admin approves it (its publication time is the approval's: nothing is public
// before). Proposals live apart from `signals` so no public query can show one by mistake. The levels are
// checked again at approval, so a stale proposal cannot publish levels that no longer make sense.
const sql = (real: string) => `
CREATE TABLE signal_proposals (
  id TEXT PRIMARY KEY,
  instrument TEXT NOT NULL,
  direction TEXT NOT NULL CHECK (direction IN ('BUY', 'SELL')),
  order_type TEXT NOT NULL CHECK (order_type IN ('market', 'limit', 'stop')),
  entry ${real} NOT NULL CHECK (entry > 0),
  stop_loss ${real} NOT NULL CHECK (stop_loss > 0),
  take_profit ${real} NOT NULL CHECK (take_profit > 0),
  note TEXT,
  valid_until TEXT,
  proposed_by TEXT NOT NULL,
  proposed_by_id TEXT NOT NULL,
  proposed_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('proposed', 'approved', 'withdrawn')),
  decided_by TEXT,
  decided_at TEXT,
  signal_id TEXT REFERENCES signals (id)
);
CREATE INDEX signal_proposals_open_idx ON signal_proposals (proposed_at) WHERE status = 'proposed';
`;

/** Signal proposals awaiting a second admin's approval. */
export const migration: Migration = {
  id: '077_signal_proposals',
  sqlite: sql('REAL'),
  postgres: sql('DOUBLE PRECISION'),
};
