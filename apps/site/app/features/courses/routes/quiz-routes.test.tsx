// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDialects } from '~/platform/db/test-databases.server';
import type { Db } from '~/platform/db/types';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { captureLog, testContext } from '~/platform/test-support/test-helpers.server';
import { renderPage } from '~/test-support/render-page';
import { answerKey } from '~/features/courses/answer-key.server';
import type { AttemptItem } from '~/features/courses/quiz-engine.server';
import { certificateRule, moduleSlugs } from '~/content/courses/quiz-paths';
import { openAttempt } from '~/features/courses/quizzes.server';
import { certificateLoader, credentialResponse, withdrawAction, withdrawLoader } from './certificate-page.server';
import FinalTest from './final-test';
import Certificate from './certificate';
import { loader as statusListLoader } from './status-list';
import { assessmentConditions, retakeStatement } from '~/content/courses/quiz-paths';
import { bump } from '~/platform/data-version/data-version.server';
import { createRequestContext } from '~/context.server';
import { type QuizActionData, type QuizPageData, quizAction, quizLoader } from './quiz-page.server';

/*
 * The quiz and certificate handlers as the server runs them: a visitor is invited, a customer gets an attempt whose
 * page holds no key, a post is graded on the server and bounded, and the holder withdraws a certificate.
 */

afterEach(cleanup);
captureLog();
const [sqlite] = await testDialects();
const opened: Db[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});
async function fresh() {
  const db = await sqlite!.open();
  opened.push(db);
  return db;
}

const origin = 'http://localhost:3700';
const dataOf = (answer: unknown) => payload(answer).data as unknown;
const statusOf = (answer: unknown) => payload(answer).status;
const get = (path: string, cookie?: string) => new Request(`${origin}${path}`, cookie ? { headers: { cookie } } : {});
const post = (path: string, cookie: string, fields: [string, string][]) =>
  new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const fieldsOf = (answers: Record<string, readonly string[]>) =>
  Object.entries(answers).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]));

async function storedItems(db: Db, attemptId: string) {
  const row = await db.get<{ items_json: string }>('SELECT items_json FROM quiz_attempts WHERE id = ?', [attemptId]);
  return JSON.parse(row!.items_json) as AttemptItem[];
}

/** Records a passed attempt at each of these quizzes, as if taken earlier. */
async function passed(db: Db, customerId: string, quizzes: readonly string[]) {
  for (const [index, quiz] of quizzes.entries()) {
    await db.run(
      `INSERT INTO quiz_attempts (id, customer_id, quiz, items_json, started_at, submitted_at, score, total, passed, answers_json)
       VALUES (?, ?, ?, '[]', ?, ?, 10, 10, 1, '{"answers":{}}')`,
      [
        `00000000-0000-4000-8000-00000000000${index}`,
        customerId,
        quiz,
        new Date().toISOString(),
        new Date().toISOString(),
      ],
    );
  }
}

describe('the quiz page', () => {
  it('invites a visitor to sign in or sign up, with a 200 page and no attempt', async () => {
    const db = await fresh();
    const page = dataOf(await quizLoader(get('/education/beginner/final-test'), testContext(db), 'final-test'));
    expect(page).toMatchObject({
      kind: 'visitor',
      loginHref: '/login?next=%2Feducation%2Fbeginner%2Ffinal-test',
    });
    expect((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quiz_attempts'))!.n).toBe(0);
  });

  it('keeps the final test closed until every module quiz is passed, linking the quizzes left', async () => {
    const db = await fresh();
    const { customer, cookie, csrfToken } = await signedInCustomer(db, 'Pat');
    await passed(db, customer.id, ['introduction-to-trading', 'risk-management-and-psychology']);
    const path = '/education/beginner/final-test';
    const loaded = dataOf(await quizLoader(get(path, cookie), testContext(db), 'final-test')) as QuizPageData;
    expect(loaded).toMatchObject({ kind: 'locked' });
    expect((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM quiz_attempts WHERE quiz = 'final-test'"))!.n).toBe(
      0,
    );
    await renderPage(FinalTest, path, () => loaded);
    expect(screen.getByRole('heading', { name: 'The final test is not open yet' })).toBeTruthy();
    expect(screen.getByText(certificateRule)).toBeTruthy();
    expect(
      screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/education/beginner/quiz/')),
    ).toEqual([
      screen.getByRole('link', { name: /Reading Charts/ }),
      screen.getByRole('link', { name: /Trading Platforms/ }),
    ]);
    expect(screen.getByRole('link', { name: /Reading Charts/ }).getAttribute('href')).toBe(
      '/education/beginner/quiz/charts-and-technical-analysis',
    );
    expect(screen.queryAllByRole('group')).toHaveLength(0);

    // A post for an attempt opened before the gate (or forged) is refused on the server.
    const early = await openAttempt(db, customer.id, 'final-test');
    const refusedPost = await quizAction(
      post(path, cookie, [
        ['csrf', csrfToken],
        ['attempt', early.id],
        ...fieldsOf(answerKey(await storedItems(db, early.id))),
      ]),
      testContext(db),
      'final-test',
    );
    expect(statusOf(refusedPost)).toBe(409);
    expect(
      (await db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM quiz_attempts WHERE submitted_at IS NOT NULL AND quiz = ?',
        ['final-test'],
      ))!.n,
    ).toBe(0);
  });

  it('renders a customer’s attempt with no answer key or explanation in its HTML or its data', async () => {
    const db = await fresh();
    const { customer, cookie } = await signedInCustomer(db, 'Kim');
    await passed(db, customer.id, moduleSlugs);
    const loaded = dataOf(
      await quizLoader(get('/education/beginner/final-test', cookie), testContext(db), 'final-test'),
    ) as QuizPageData;
    if (loaded.kind !== 'quiz') throw new Error('expected an attempt');
    const graded = (await import('~/features/courses/quiz-engine.server')).gradeAttempt(
      await storedItems(db, loaded.attempt.id),
      {},
    );
    const explanations = graded.items.flatMap((item) => [
      ...item.options.map((option) => option.explanation),
      ...(item.explanation ? [item.explanation] : []),
    ]);
    const serialized = JSON.stringify(loaded);
    await renderPage(FinalTest, '/education/beginner/final-test', () => loaded);
    const html = document.documentElement.outerHTML;
    expect(screen.getAllByRole('group')).toHaveLength(20);
    for (const text of [html, serialized]) {
      expect(text).not.toMatch(/correct"|"correct|explanation/i);
      for (const explanation of explanations) expect(text).not.toContain(explanation);
    }
    expect(screen.getByRole('textbox', { name: /name as it should appear/i })).toHaveValue('Kim');
  });

  it('grades a post on the server: explanations after a fail, a pass with the key', async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInCustomer(db, 'Lou');
    const path = '/education/beginner/quiz/introduction-to-trading';
    const open = dataOf(
      await quizLoader(get(path, cookie), testContext(db), 'introduction-to-trading'),
    ) as QuizPageData;
    if (open.kind !== 'quiz') throw new Error('expected an attempt');
    const failed = dataOf(
      await quizAction(
        post(path, cookie, [
          ['csrf', csrfToken],
          ['attempt', open.attempt.id],
        ]),
        testContext(db),
        'introduction-to-trading',
      ),
    ) as QuizActionData;
    expect(failed.kind === 'result' && [failed.passed, failed.score]).toEqual([false, 0]);
    expect(
      failed.kind === 'result' && failed.items.every((item) => item.explanation ?? item.options[0]!.explanation),
    ).toBe(true);

    const retake = dataOf(
      await quizLoader(get(path, cookie), testContext(db), 'introduction-to-trading'),
    ) as QuizPageData;
    if (retake.kind !== 'quiz') throw new Error('expected an attempt');
    expect(retake.attempt.id).not.toBe(open.attempt.id);
    const key = answerKey(await storedItems(db, retake.attempt.id));
    const passed = dataOf(
      await quizAction(
        post(path, cookie, [['csrf', csrfToken], ['attempt', retake.attempt.id], ...fieldsOf(key)]),
        testContext(db),
        'introduction-to-trading',
      ),
    ) as QuizActionData;
    expect(passed.kind === 'result' && [passed.passed, passed.percent, passed.best.bestPercent]).toEqual([
      true,
      100,
      100,
    ]);
  });

  it('refuses a post without the form token, and one past the bounds', async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInCustomer(db, 'Max');
    const path = '/education/beginner/quiz/introduction-to-trading';
    const open = dataOf(
      await quizLoader(get(path, cookie), testContext(db), 'introduction-to-trading'),
    ) as QuizPageData;
    if (open.kind !== 'quiz') throw new Error('expected an attempt');
    const noToken = await thrownBy(
      quizAction(post(path, cookie, [['attempt', open.attempt.id]]), testContext(db), 'introduction-to-trading'),
    );
    expect(noToken.status).toBe(403);
    const tooMany = Array.from({ length: 9 }, (): [string, string] => ['q1', '0']);
    const bounded = await quizAction(
      post(path, cookie, [['csrf', csrfToken], ['attempt', open.attempt.id], ...tooMany]),
      testContext(db),
      'introduction-to-trading',
    );
    expect(statusOf(bounded)).toBe(400);
    const long = await quizAction(
      post(path, cookie, [
        ['csrf', csrfToken],
        ['attempt', open.attempt.id],
        ['q1', '9'.repeat(41)],
      ]),
      testContext(db),
      'introduction-to-trading',
    );
    expect(statusOf(long)).toBe(400);
  });
});

describe('the certificate page', () => {
  it('is the same page for everyone; the holder withdraws on a confirmed post, then it shows only the date', async () => {
    const db = await fresh();
    const { customer, cookie, csrfToken } = await signedInCustomer(db, 'Nia');
    const other = await signedInCustomer(db, 'Oz');
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    await db.run(
      `INSERT INTO certificates (id, customer_id, holder_name, course, course_title, course_version, assessed, pass_mark, conditions, status_index,
       issued_at)
       VALUES (?, ?, 'Nia', 'beginner', 'Beginner Trading Course', '2026.1', 'Quizzes.', 80, 'Unproctored.', 0, ?)`,
      [id, customer.id, new Date().toISOString()],
    );
    const shown = await certificateLoader(testContext(db), id);
    expect(dataOf(shown)).toMatchObject({ kind: 'shown', certificate: { holderName: 'Nia', status: 'valid' } });
    expect(JSON.stringify(dataOf(shown))).not.toContain(customer.id);
    // Kept by the server's page cache per data version, revalidated by browsers: never no-store or private.
    expect(new Headers((shown as { init?: { headers?: HeadersInit } }).init?.headers).get('cache-control')).toBe(
      'no-cache',
    );
    expect((await credentialResponse(testContext(db), id)).headers.get('content-type')).toBe('application/vc+jwt');

    const path = `/certificates/${id}/withdraw`;
    expect(dataOf(await withdrawLoader(get(path, cookie), testContext(db), id))).toMatchObject({
      kind: 'form',
      csrfToken,
    });
    expect(statusOf(await withdrawLoader(get(path, other.cookie), testContext(db), id))).toBe(404);
    expect((await thrownBy(withdrawLoader(get(path), testContext(db), id))).headers.get('location')).toMatch(
      /^\/login\?next=/,
    );
    const notHolder = await withdrawAction(
      post(path, other.cookie, [
        ['csrf', other.csrfToken],
        ['confirmed', '1'],
      ]),
      testContext(db),
      id,
    );
    expect(statusOf(notHolder)).toBe(404);
    const unconfirmed = await withdrawAction(post(path, cookie, [['csrf', csrfToken]]), testContext(db), id);
    expect(statusOf(unconfirmed)).toBe(400);
    const done = await thrownBy(
      withdrawAction(
        post(path, cookie, [
          ['csrf', csrfToken],
          ['confirmed', '1'],
        ]),
        testContext(db),
        id,
      ),
    );
    expect([done.status, done.headers.get('location')]).toEqual([302, `/certificates/${id}`]);
    const after = dataOf(await certificateLoader(testContext(db), id));
    expect(after).toMatchObject({ kind: 'withdrawn' });
    expect(JSON.stringify(after)).not.toContain('Nia');
    expect((await credentialResponse(testContext(db), id)).status).toBe(410);
  });

  it('prints how the assessment was taken on the certificate page', async () => {
    const db = await fresh();
    const id = 'DDDDDDDDDDDDDDDDDDDDDD';
    await db.run(
      `INSERT INTO certificates (id, holder_name, course, course_title, course_version, assessed, pass_mark, conditions,
         status_index, issued_at)
       VALUES (?, 'Uma', 'beginner', 'Beginner Trading Course', '2026.1', 'Quizzes.', 80, ?, 7, ?)`,
      [id, assessmentConditions(), new Date().toISOString()],
    );
    const loaded = dataOf(await certificateLoader(testContext(db), id));
    await renderPage(Certificate, `/certificates/${id}`, () => loaded);
    const conditions = screen.getByText('How it was taken').nextElementSibling!.textContent;
    expect(conditions).toContain('unproctored');
    expect(conditions).toContain(retakeStatement());
    expect(conditions).toContain('the one the holder entered');
    expect(screen.getByRole('link', { name: '/certificates/status-list.jwt' })).toHaveAttribute(
      'href',
      '/certificates/status-list.jwt',
    );
  });

  it('serves the status list once per certificates version: a 304 while nothing changed, a new list after', async () => {
    const db = await fresh();
    const ask = (etag?: string) =>
      statusListLoader({
        request: new Request('http://localhost/certificates/status-list.jwt', {
          headers: etag ? { 'if-none-match': etag } : {},
        }),
        context: createRequestContext(testContext(db)),
        params: {},
      } as unknown as Parameters<typeof statusListLoader>[0]);
    const first = await ask();
    expect(first.headers.get('content-type')).toBe('application/vc+jwt');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag')!;
    expect((await ask(etag)).status).toBe(304);
    await bump(db, 'certificates');
    const next = await ask(etag);
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
  });

  it('answers 404 for an id that does not exist or is malformed', async () => {
    const db = await fresh();
    for (const id of ['BBBBBBBBBBBBBBBBBBBBBB', '../etc', 'x'.repeat(500)]) {
      expect(statusOf(await certificateLoader(testContext(db), id))).toBe(404);
    }
  });
});
