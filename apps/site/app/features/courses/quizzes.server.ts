import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { issueIfComplete, passedQuizzes } from './certificates.server';
import { banks } from './quiz-banks/banks.server';
import type { Random } from './quiz-banks/numeric-item';
import {
  type Answers,
  type AttemptItem,
  drawAttempt,
  type GradedAttempt,
  gradeAttempt,
  presentAttempt,
  type PresentedItem,
} from './quiz-engine.server';
import {
  finalTestSize,
  type ModuleSlug,
  moduleQuizSize,
  moduleSlugs,
  modulesLeft,
  type QuizId,
  quizIds,
} from '~/content/courses/quiz-paths';

/*
 * Attempts: started (drawn and stored) when the quiz page is opened, graded once when posted. Unlimited retakes:
 * every submitted attempt is kept, and the best score is the highest of them.
 */

interface AttemptRow {
  id: string;
  customer_id: string;
  quiz: string;
  items_json: string;
  started_at: string;
  submitted_at: string | null;
  score: number | null;
  total: number;
  passed: number | null;
  answers_json: string | null;
}

/** What an attempt's stored answers hold: the posted answers, and on the final test the name for the certificate. */
interface StoredAnswers {
  answers: Answers;
  holderName?: string;
}

/** An open attempt as the quiz page shows it. */
export interface OpenAttempt {
  id: string;
  startedAt: string;
  items: PresentedItem[];
}

/** A customer's best result on one quiz. */
export interface BestScore {
  quiz: QuizId;
  attempts: number;
  /** Best percent correct, or null before the first submission. */
  bestPercent: number | null;
  passed: boolean;
}

/** The randomness of a real attempt: the operating system's, so nobody can predict a draw. */
export const secureRandom: Random = {
  next: () => randomInt(0, 2 ** 48) / 2 ** 48,
  int: (min, max) => randomInt(min, max + 1),
  between: (min, max, decimals) =>
    randomInt(Math.round(min * 10 ** decimals), Math.round(max * 10 ** decimals) + 1) / 10 ** decimals,
  pick: (values) => values[randomInt(0, values.length)]!,
};

/** A new attempt's items: 10 from the module's bank, or 5 from each module's for the 20 of the final test. */
export function drawFor(quiz: QuizId, random: Random): AttemptItem[] {
  if (quiz === 'final-test') {
    return drawAttempt(
      moduleSlugs.map((slug) => banks[slug]),
      finalTestSize / moduleSlugs.length,
      random,
    );
  }
  return drawAttempt([banks[quiz]], moduleQuizSize, random);
}

const itemsOf = (row: AttemptRow) => JSON.parse(row.items_json) as AttemptItem[];

/** The customer's open attempt at this quiz, or a new one: a reload shows the same questions. */
export async function openAttempt(
  db: Db,
  customerId: string,
  quiz: QuizId,
  options: { now?: Date; random?: Random } = {},
): Promise<OpenAttempt> {
  const open = await db.get<AttemptRow>(
    `SELECT * FROM quiz_attempts WHERE customer_id = ? AND quiz = ? AND submitted_at IS NULL
     ORDER BY started_at DESC LIMIT 1`,
    [customerId, quiz],
  );
  if (open) return { id: open.id, startedAt: open.started_at, items: presentAttempt(itemsOf(open)) };
  const items = drawFor(quiz, options.random ?? secureRandom);
  const attempt = { id: randomUUID(), startedAt: (options.now ?? new Date()).toISOString() };
  await db.run(
    'INSERT INTO quiz_attempts (id, customer_id, quiz, items_json, started_at, total) VALUES (?, ?, ?, ?, ?, ?)',
    [attempt.id, customerId, quiz, JSON.stringify(items), attempt.startedAt, items.length],
  );
  return { ...attempt, items: presentAttempt(items) };
}

/** The module quizzes this customer must still pass before the final test opens (none: it is open). */
export async function modulesLeftFor(db: Db, customerId: string): Promise<ModuleSlug[]> {
  return modulesLeft(await passedQuizzes(db, customerId));
}

/** A submitted attempt's outcome: the graded items, and the certificate when this pass completed the course. */
export interface SubmittedAttempt extends GradedAttempt {
  attemptId: string;
  quiz: QuizId;
  submittedAt: string;
  /** The certificate issued by this submission. */
  certificateId?: string;
}

/**
 * Grades and stores an attempt once. Posting the same attempt again (a reload of the result page) changes nothing
 * and shows the stored result. An attempt of another customer, or of another quiz, is not found.
 */
export async function submitAttempt(
  db: Db,
  customer: { id: string; name: string },
  input: { quiz: QuizId; attemptId: string; answers: Answers; holderName?: string | undefined },
  options: { now?: Date } = {},
): Promise<Result<SubmittedAttempt>> {
  const row = await db.get<AttemptRow>('SELECT * FROM quiz_attempts WHERE id = ? AND customer_id = ? AND quiz = ?', [
    input.attemptId,
    customer.id,
    input.quiz,
  ]);
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.submitted_at) return { ok: true, value: storedResult(row) };
  // The final test counts only once every module quiz is passed, whatever page the attempt was opened from.
  if (input.quiz === 'final-test' && (await modulesLeftFor(db, customer.id)).length > 0) {
    return { ok: false, reason: 'conflict' };
  }
  const graded = gradeAttempt(itemsOf(row), input.answers);
  const submittedAt = (options.now ?? new Date()).toISOString();
  const stored: StoredAnswers = { answers: input.answers };
  if (input.holderName) stored.holderName = input.holderName;
  return db.transaction(async (tx) => {
    // The condition makes a double post count once: the second finds the attempt already submitted.
    const { changes } = await tx.run(
      `UPDATE quiz_attempts SET submitted_at = ?, score = ?, total = ?, passed = ?, answers_json = ?
       WHERE id = ? AND submitted_at IS NULL`,
      [submittedAt, graded.score, graded.total, graded.passed ? 1 : 0, JSON.stringify(stored), row.id],
    );
    if (changes === 0) {
      const again = await tx.get<AttemptRow>('SELECT * FROM quiz_attempts WHERE id = ?', [row.id]);
      return { ok: true, value: storedResult(again!) };
    }
    for (const item of graded.items) {
      await tx.run(
        'INSERT INTO quiz_item_results (attempt_id, item_id, quiz, correct, answered_at) VALUES (?, ?, ?, ?, ?)',
        [row.id, item.id, input.quiz, item.correct ? 1 : 0, submittedAt],
      );
    }
    const value: SubmittedAttempt = { ...graded, attemptId: row.id, quiz: input.quiz, submittedAt };
    // Only a passed final test completes the course: it is open once every module quiz is passed.
    if (graded.passed && input.quiz === 'final-test') {
      const issued = await issueIfComplete(tx, customer, { now: options.now });
      if (issued) value.certificateId = issued;
    }
    return { ok: true, value };
  });
}

/** A submitted attempt graded again from what was stored (the same items, seeds and answers give the same result). */
function storedResult(row: AttemptRow): SubmittedAttempt {
  const stored = JSON.parse(row.answers_json ?? '{"answers":{}}') as StoredAnswers;
  return {
    ...gradeAttempt(itemsOf(row), stored.answers),
    attemptId: row.id,
    quiz: row.quiz as QuizId,
    submittedAt: row.submitted_at!,
  };
}

/** Every quiz's best result for this customer, in course order. */
export async function bestScores(db: Db, customerId: string): Promise<BestScore[]> {
  const rows = await db.all<{ quiz: string; attempts: number; best: number | null; passed: number | null }>(
    `SELECT quiz, COUNT(*) AS attempts, MAX(score * 100.0 / total) AS best, MAX(passed) AS passed
     FROM quiz_attempts WHERE customer_id = ? AND submitted_at IS NOT NULL GROUP BY quiz`,
    [customerId],
  );
  return quizIds.map((quiz) => {
    const row = rows.find((candidate) => candidate.quiz === quiz);
    const best = row?.best === null || row?.best === undefined ? null : Math.round(Number(row.best));
    return { quiz, attempts: Number(row?.attempts ?? 0), bestPercent: best, passed: Number(row?.passed ?? 0) === 1 };
  });
}
