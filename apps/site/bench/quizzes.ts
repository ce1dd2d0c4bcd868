// The courses scenario: a signed-in learner submitting quizzes, and a certificate's public page.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import type { FloodResult } from './random-query.ts';

/** Targets: a quiz submission (graded, stored, the result page rendered) within this p99 at 50 connections. */
export const quizzesBench = { submissionP99Ms: 50, attempts: 30_000, quiz: 'introduction-to-trading' };

/** A learner written into the bench database as the app writes one: a verified account, a session, a certificate. */
export interface BenchLearner {
  cookie: string;
  csrf: string;
  certificateId: string;
}

let seeded: BenchLearner | undefined;

/** The seeded certificate's page (a target of the load test). */
export async function certificatePage(): Promise<string> {
  if (!seeded) throw new Error('seedLearner runs before the certificate page is measured');
  return `/certificates/${seeded.certificateId}`;
}

/** Writes the learner straight into the server's SQLite file (the server has migrated it). */
export function seedLearner(databaseFile: string): BenchLearner {
  const db = new DatabaseSync(databaseFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const now = new Date().toISOString();
  const customerId = randomUUID();
  const sessionId = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  const certificateId = randomBytes(16).toString('base64url');
  db.prepare(
    `INSERT INTO customers (id, email, name, password_hash, created_at, updated_at, email_verified_at)
     VALUES (?, 'bench-learner@example.com', 'Bench Learner', '', ?, ?, ?)`,
  ).run(customerId, now, now, now);
  db.prepare(
    'INSERT INTO customer_sessions (id_hash, customer_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  ).run(createHash('sha256').update(sessionId).digest('hex'), customerId, csrf, now, now);
  db.prepare(
    `INSERT INTO certificates (id, customer_id, holder_name, course, course_title, course_version, assessed, pass_mark, conditions, status_index,
       issued_at)
     VALUES (?, ?, 'Bench Learner', 'beginner', 'Beginner Trading Course', '2026.1',
       'Four module quizzes and a final test.', 80, 'Unproctored.', 0, ?)`,
  ).run(certificateId, customerId, now);
  // As the app's issue does in its transaction: the certificate pages are kept per certificates data version, and a
  // row written behind the version's back would be unknown to the server (rendered per request, as for a made-up id).
  db.exec(
    `INSERT INTO data_version (name, version) VALUES ('certificates', 1)
     ON CONFLICT (name) DO UPDATE SET version = data_version.version + 1`,
  );
  db.close();
  seeded = { cookie: `upm_session=${sessionId}`, csrf, certificateId };
  return seeded;
}

/**
 * Opens one attempt through the quiz page (so its items are drawn by the app), then copies it `count` times: each
 * posted submission grades and stores a fresh attempt, as a real one does, instead of re-reading a graded one.
 */
export async function openAttempts(origin: string, databaseFile: string, learner: BenchLearner): Promise<string[]> {
  const page = await fetch(`${origin}/education/beginner/quiz/${quizzesBench.quiz}`, {
    headers: { cookie: learner.cookie },
  });
  const attempt = /name="attempt" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!attempt) throw new Error(`the quiz page shows no attempt (status ${page.status})`);
  const db = new DatabaseSync(databaseFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const copy = db.prepare(
    `INSERT INTO quiz_attempts (id, customer_id, quiz, items_json, started_at, total)
     SELECT ?, customer_id, quiz, items_json, started_at, total FROM quiz_attempts WHERE id = ?`,
  );
  const ids: string[] = [];
  db.exec('BEGIN IMMEDIATE');
  for (let index = 0; index < quizzesBench.attempts; index++) {
    const id = randomUUID();
    copy.run(id, attempt);
    ids.push(id);
  }
  db.exec('COMMIT');
  db.close();
  return ids;
}

/** Posts submissions at 50 connections, each of a different open attempt, without scripts (the full result page). */
export async function submitQuizzes(
  origin: string,
  learner: BenchLearner,
  ids: string[],
  seconds: number,
): Promise<FloodResult & { used: number }> {
  let next = 0;
  const answers = Array.from({ length: 10 }, (_, index) => `q${index + 1}=0`).join('&');
  const result = await autocannon({
    url: origin,
    connections: 50,
    duration: seconds,
    headers: {
      'accept-encoding': 'br',
      'content-type': 'application/x-www-form-urlencoded',
      origin,
      cookie: learner.cookie,
    },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `/education/beginner/quiz/${quizzesBench.quiz}`,
          body: `csrf=${encodeURIComponent(learner.csrf)}&attempt=${ids[next++ % ids.length]}&${answers}`,
        }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    used: next,
  };
}
