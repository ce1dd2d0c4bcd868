import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { customerCourseProgress, markLessonDone } from '../progress.server';
import { progressAction, progressLoader, type ProgressPageData, progressSummaryLoader } from './progress.server';

const log = captureLog();
const site = 'http://localhost:3700';
const lesson = 'introduction-to-trading/markets-at-a-glance';

function post(
  body: Record<string, string>,
  init: { cookie?: string; headers?: Record<string, string>; query?: string } = {},
) {
  return new Request(`${site}/education/beginner/progress${init.query ?? ''}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3700',
      'content-type': 'application/x-www-form-urlencoded',
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.headers ?? { origin: site }),
    },
    body: new URLSearchParams(body).toString(),
  });
}

const get = (query = '', cookie?: string) =>
  new Request(`${site}/education/beginner/progress${query}`, {
    headers: { host: 'localhost:3700', ...(cookie ? { cookie } : {}) },
  });

for (const { name, fresh, closeAll } of await freshDialects()) {
  describe(`the progress route on ${name}`, () => {
    afterAll(closeAll);

    it('marks a lesson done from a lesson page (same origin, no form token) and shows it on the progress page', async () => {
      const db = await fresh();
      const { customer, cookie } = await signedInCustomer(db, 'Sam');
      const answer = (await progressAction(post({ lesson }, { cookie }), testContext(db))) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/education/beginner/progress?done=${encodeURIComponent(lesson)}`);
      expect((await customerCourseProgress(db, customer.id)).done).toBe(1);

      const page = payload(await progressLoader(get(`?done=${encodeURIComponent(lesson)}`, cookie), testContext(db)));
      const data = page.data as ProgressPageData & { signedIn: true };
      expect(data.signedIn).toBe(true);
      expect(data.notice).toEqual({
        kind: 'done',
        title: 'Forex, indices, commodities, stocks and crypto at a glance',
        path: `/education/beginner/${lesson}`,
      });
      expect(data.progress.continueWith?.key).toBe('introduction-to-trading/trading-vs-investing');
    });

    it('tells the course page where a signed-in reader is, a visitor only that they are not, and sets no cookie', async () => {
      const db = await fresh();
      const { customer, cookie } = await signedInCustomer(db, 'Ria');
      const json = (requestCookie?: string) =>
        new Request(`${site}/education/beginner/progress.json`, {
          headers: { host: 'localhost:3700', ...(requestCookie ? { cookie: requestCookie } : {}) },
        });
      const visitor = await progressSummaryLoader(json(), testContext(db));
      expect(await visitor.json()).toEqual({ signedIn: false });
      expect(visitor.headers.get('set-cookie')).toBeNull();
      expect(visitor.headers.get('cache-control')).toBe('no-store');

      await markLessonDone(db, customer.id, 'introduction-to-trading/trading-vs-investing');
      await markLessonDone(db, customer.id, lesson);
      const reader = await progressSummaryLoader(json(cookie), testContext(db));
      expect(await reader.json()).toEqual({
        signedIn: true,
        continueWith: {
          title: 'Brokers, CFDs and how a trade is executed',
          path: '/education/beginner/introduction-to-trading/brokers-cfds-and-execution',
        },
        done: ['/education/beginner/introduction-to-trading/trading-vs-investing', `/education/beginner/${lesson}`],
      });
      expect(reader.headers.get('cache-control')).toBe('no-store');
      expect(reader.headers.get('vary')).toBe('Cookie');
    });

    it('also accepts Sec-Fetch-Site same-origin alone', async () => {
      const db = await fresh();
      const { cookie } = await signedInCustomer(db, 'Sam');
      const answer = (await progressAction(
        post({ lesson }, { cookie, headers: { 'sec-fetch-site': 'same-origin' } }),
        testContext(db),
      )) as Response;
      expect(answer.status).toBe(303);
    });

    it('refuses a post from another site, or one that names no origin at all, and records nothing', async () => {
      const db = await fresh();
      const { customer, cookie } = await signedInCustomer(db, 'Sam');
      const variants: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ];
      for (const headers of variants) {
        const refused = await thrownBy(progressAction(post({ lesson }, { cookie, headers }), testContext(db)));
        expect(refused.status).toBe(403);
      }
      expect((await customerCourseProgress(db, customer.id)).done).toBe(0);
      expect(log.some((line) => line.includes('csrf.rejected'))).toBe(true);
    });

    it('sends a signed-out visitor to sign in and back to the lesson', async () => {
      const db = await fresh();
      const answer = await thrownBy(progressAction(post({ lesson }), testContext(db)));
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/login?next=${encodeURIComponent(`/education/beginner/${lesson}`)}`);
    });

    it('answers 404 for a lesson the course does not have', async () => {
      const db = await fresh();
      const { cookie } = await signedInCustomer(db, 'Sam');
      const answer = payload(await progressAction(post({ lesson: '../admin' }, { cookie }), testContext(db)));
      expect(answer.status).toBe(404);
    });

    it('takes a lesson back only with the session’s form token', async () => {
      const db = await fresh();
      const { customer, cookie, csrfToken } = await signedInCustomer(db, 'Sam');
      await progressAction(post({ lesson }, { cookie }), testContext(db));
      const query = '?intent=undo';
      const refused = await thrownBy(
        progressAction(post({ lesson, csrf: 'wrong' }, { cookie, query }), testContext(db)),
      );
      expect(refused.status).toBe(403);
      expect((await customerCourseProgress(db, customer.id)).done).toBe(1);
      const answer = (await progressAction(
        post({ lesson, csrf: csrfToken }, { cookie, query }),
        testContext(db),
      )) as Response;
      expect(answer.headers.get('location')).toBe(`/education/beginner/progress?undone=${encodeURIComponent(lesson)}`);
      expect((await customerCourseProgress(db, customer.id)).done).toBe(0);
    });

    it('invites a signed-out visitor to sign in, and starts them at the first lesson', async () => {
      const db = await fresh();
      const page = payload(await progressLoader(get(), testContext(db)));
      expect(page.data).toEqual({
        signedIn: false,
        firstLesson: {
          title: 'What trading is, and how it differs from investing',
          path: '/education/beginner/introduction-to-trading/trading-vs-investing',
        },
      });
    });
  });
}
