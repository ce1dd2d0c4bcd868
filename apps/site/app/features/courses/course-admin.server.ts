import type { Db } from '~/platform/db/types';
import { banks } from './quiz-banks/banks.server';
import { type QuizId, quizIds } from '~/content/courses/quiz-paths';

/*
 * What the admin's Courses page reads: who is taking the course, and how each quiz item fares, so a question that
 * most learners get wrong can be looked at (badly worded, or a lesson that does not teach it).
 */

/** A customer who has marked a lesson done or started a quiz. */
export interface Enrolment {
  customerId: string;
  name: string;
  email: string;
  firstActivity: string;
  lastActivity: string;
  lessonsDone: number;
  submitted: number;
  /** Quizzes passed at least once, of the five. */
  passed: number;
}

/** One bank item's record over every submitted attempt (kept without the customers). */
export interface ItemStatistic {
  itemId: string;
  module: string;
  kind: string;
  /** The prompt of a choice item; for a numeric item, its topic (its numbers change every attempt). */
  prompt: string;
  attempts: number;
  correct: number;
  /** Percent correct, or null before the first attempt. */
  percent: number | null;
}

/** Customers with any quiz attempt, most recent first. */
export async function enrolments(db: Db, limit = 200): Promise<Enrolment[]> {
  const rows = await db.all<{
    customer_id: string;
    name: string;
    email: string;
    first_at: string;
    last_at: string;
    lessons_done: number;
    submitted: number;
    passed: number;
  }>(
    // A learner is enrolled from their first step: a lesson marked done counts as much as a quiz opened.
    `WITH activity AS (
       SELECT customer_id, started_at AS at FROM quiz_attempts
       UNION ALL SELECT customer_id, done_at AS at FROM lesson_progress
     )
     SELECT c.id AS customer_id, c.name, c.email, MIN(x.at) AS first_at, MAX(x.at) AS last_at,
            (SELECT COUNT(*) FROM lesson_progress p WHERE p.customer_id = c.id) AS lessons_done,
            (SELECT COUNT(a.submitted_at) FROM quiz_attempts a WHERE a.customer_id = c.id) AS submitted,
            (SELECT COUNT(DISTINCT CASE WHEN a.passed = 1 THEN a.quiz END) FROM quiz_attempts a
             WHERE a.customer_id = c.id) AS passed
     FROM activity x JOIN customers c ON c.id = x.customer_id
     GROUP BY c.id, c.name, c.email
     ORDER BY last_at DESC LIMIT ?`,
    [limit],
  );
  return rows.map((row) => ({
    customerId: row.customer_id,
    name: row.name,
    email: row.email,
    firstActivity: row.first_at,
    lastActivity: row.last_at,
    lessonsDone: Number(row.lessons_done),
    submitted: Number(row.submitted),
    passed: Number(row.passed),
  }));
}

/** Attempts per quiz (submitted) and passes, for the page's counters. */
export async function quizTotals(db: Db): Promise<{ quiz: QuizId; submitted: number; passed: number }[]> {
  const rows = await db.all<{ quiz: string; submitted: number; passed: number }>(
    `SELECT quiz, COUNT(submitted_at) AS submitted, SUM(CASE WHEN passed = 1 THEN 1 ELSE 0 END) AS passed
     FROM quiz_attempts GROUP BY quiz`,
  );
  return quizIds.map((quiz) => {
    const row = rows.find((candidate) => candidate.quiz === quiz);
    return { quiz, submitted: Number(row?.submitted ?? 0), passed: Number(row?.passed ?? 0) };
  });
}

/** Every bank item with its attempts and percent correct, weakest first (items never attempted last). */
export async function itemStatistics(db: Db): Promise<ItemStatistic[]> {
  const rows = await db.all<{ item_id: string; attempts: number; correct: number }>(
    'SELECT item_id, COUNT(*) AS attempts, SUM(correct) AS correct FROM quiz_item_results GROUP BY item_id',
  );
  const counts = new Map(rows.map((row) => [row.item_id, row]));
  const items = Object.entries(banks).flatMap(([module, bank]) =>
    [...bank.choice, ...bank.numeric].map((item): ItemStatistic => {
      const row = counts.get(item.id);
      const attempts = Number(row?.attempts ?? 0);
      const correct = Number(row?.correct ?? 0);
      return {
        itemId: item.id,
        module,
        kind: item.kind,
        prompt: item.kind === 'numeric' ? `Calculation (lesson: ${item.lesson})` : item.prompt,
        attempts,
        correct,
        percent: attempts > 0 ? Math.round((correct / attempts) * 100) : null,
      };
    }),
  );
  return items.sort((a, b) => (a.percent ?? 101) - (b.percent ?? 101) || b.attempts - a.attempts);
}
