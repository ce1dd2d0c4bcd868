import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
import type { Db } from '~/platform/db/types';
import { allLessons, lessonHref } from '~/features/review/review-cards';
import { reviewAction, reviewLoader } from './review.server';

const base = 'http://localhost:3700';
const dialects = await freshDialects();
captureLog();

const get = (query: string, cookie = '') =>
  new Request(`${base}/account/review${query}`, { headers: { Cookie: cookie } });
const post = (values: Record<string, string>, cookie: string) =>
  new Request(`${base}/account/review`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, Cookie: cookie },
    body: new URLSearchParams(values).toString(),
  });

/** The first lesson marked done, as the course's "Mark as done" records it. */
const readFirstLesson = (db: Db, customerId: string) =>
  db.run("INSERT INTO lesson_progress (customer_id, course, lesson_path, done_at) VALUES (?, 'beginner', ?, ?)", [
    customerId,
    lessonHref(allLessons[0]!),
    new Date().toISOString(),
  ]);

describe.each(dialects)('the review page on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('sends a signed-out visitor to sign in, and back', async () => {
    const db = await fresh();
    const answer = await thrownBy(reviewLoader(get(''), testContext(db)));
    expect(answer.headers.get('Location')).toBe('/login?next=%2Faccount%2Freview');
  });

  it('shows the answer on a GET and records a grade on a POST with the form token', async () => {
    const db = await fresh();
    const { cookie, csrfToken, customer } = await signedInCustomer(db, 'Eve');
    await readFirstLesson(db, customer.id);
    const front = payload(await reviewLoader(get('', cookie), testContext(db))).data as {
      current: { id: string };
      remaining: number;
      revealed: boolean;
    };
    expect(front).toMatchObject({ remaining: 10, revealed: false });
    const back = payload(
      await reviewLoader(get(`?answer=${encodeURIComponent(front.current.id)}`, cookie), testContext(db)),
    ).data;
    expect(back).toMatchObject({ revealed: true, preview: { again: expect.any(String), easy: expect.any(String) } });

    await expect(
      reviewAction(post({ card: front.current.id, grade: 'good' }, cookie), testContext(db)),
    ).rejects.toMatchObject({ status: 403 });
    const graded = await reviewAction(
      post({ csrf: csrfToken, card: front.current.id, grade: 'good' }, cookie),
      testContext(db),
    );
    expect(graded).toBeInstanceOf(Response);
    expect((graded as Response).status).toBe(303);
    expect(payload(await reviewLoader(get('', cookie), testContext(db))).data).toMatchObject({ remaining: 9 });

    const refused = payload(
      await reviewAction(post({ csrf: csrfToken, card: front.current.id, grade: 'perfect' }, cookie), testContext(db)),
    );
    expect(refused.status).toBe(400);
  });

  it('says there is nothing to review before a lesson is read, and where to start', async () => {
    const db = await fresh();
    const { cookie } = await signedInCustomer(db, 'Fay');
    expect(payload(await reviewLoader(get('', cookie), testContext(db))).data).toMatchObject({
      remaining: 0,
      current: null,
      lessonsRead: 0,
      firstLesson: { href: lessonHref(allLessons[0]!), title: allLessons[0]!.lesson.title },
    });
  });

  it('shows a multiple-choice card’s back with the option picked, and ignores a pick that is no option', async () => {
    const db = await fresh();
    const { cookie, customer } = await signedInCustomer(db, 'Gus');
    await readFirstLesson(db, customer.id);
    const load = async (query: string) =>
      payload(await reviewLoader(get(query, cookie), testContext(db))).data as {
        current: { id: string; options: string[] };
        revealed: boolean;
        chosen: number | null;
      };
    const card = (await load('')).current;
    expect(card.options.length).toBeGreaterThan(1);
    const answer = `?answer=${encodeURIComponent(card.id)}`;
    expect(await load(`${answer}&choice=1`)).toMatchObject({ revealed: true, chosen: 1 });
    expect(await load(`${answer}&choice=${card.options.length}`)).toMatchObject({ revealed: true, chosen: null });
    expect(await load(`${answer}&choice=`)).toMatchObject({ chosen: null });
    expect(await load(`${answer}`)).toMatchObject({ revealed: true, chosen: null });
    // A pick is only read with the answer shown.
    expect(await load('?choice=1')).toMatchObject({ revealed: false, chosen: null });
  });
});
