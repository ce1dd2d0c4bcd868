import type { Migration } from '~/platform/db/types';

// The daily review (decision 040): one row per customer and card once the card has been seen. The scheduler's
// state (ts-fsrs's card: stability, difficulty, step, reps, lapses) is kept as JSON, read and written whole by one
// module; `due` is a column of its own because the page asks "what is due now" by it. `introduced_at` counts the
// new cards of a day. Cards are content (a lesson's check question, a glossary term): their ids name them.
const sql = `
CREATE TABLE review_cards (
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  card_id TEXT NOT NULL,
  state_json TEXT NOT NULL,
  due TEXT NOT NULL,
  last_review TEXT NOT NULL,
  introduced_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, card_id)
);
CREATE INDEX review_cards_due_idx ON review_cards (customer_id, due);
`;

/** Each customer's review cards and their schedule. */
export const migration: Migration = {
  id: '090_review_cards',
  sqlite: sql,
  postgres: sql,
};
