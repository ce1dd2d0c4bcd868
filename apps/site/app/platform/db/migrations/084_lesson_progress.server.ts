import type { Migration } from '~/platform/db/types';

// Lessons a signed-in customer marked done: one row per lesson, keyed by its public path (unique across the eight
// courses), so the course page can say where they left off. Deleted with the account.
const sql = `
CREATE TABLE lesson_progress (
  customer_id TEXT NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  course TEXT NOT NULL,
  lesson_path TEXT NOT NULL,
  done_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, lesson_path)
);
`;

/** The lessons each customer has marked done. */
export const migration: Migration = {
  id: '084_lesson_progress',
  sqlite: sql,
  postgres: sql,
};
