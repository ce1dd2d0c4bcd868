import type { Migration } from '~/platform/db/types';

// A quiz attempt is stored when it starts, so a reload shows the same questions and the post is graded on the
// server from what was drawn (item ids and a seed each), never from anything the page sends back but the answers.
// Per-item results are kept apart, without the customer, so an item's percent correct survives an account's
// deletion: the statistics that show which questions need rewriting.
const sql = `
CREATE TABLE quiz_attempts (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  quiz TEXT NOT NULL,
  items_json TEXT NOT NULL,
  started_at TEXT NOT NULL,
  submitted_at TEXT,
  score INTEGER,
  total INTEGER NOT NULL,
  passed INTEGER,
  answers_json TEXT
);
CREATE INDEX quiz_attempts_customer_idx ON quiz_attempts (customer_id, quiz, started_at);
CREATE TABLE quiz_item_results (
  attempt_id TEXT NOT NULL,
  item_id TEXT NOT NULL,
  quiz TEXT NOT NULL,
  correct INTEGER NOT NULL,
  answered_at TEXT NOT NULL,
  PRIMARY KEY (attempt_id, item_id)
);
CREATE INDEX quiz_item_results_item_idx ON quiz_item_results (item_id);
`;

/** Quiz attempts (items drawn, answers, score) and anonymous per-item results. */
export const migration: Migration = {
  id: '085_quiz_attempts',
  sqlite: sql,
  postgres: sql,
};
