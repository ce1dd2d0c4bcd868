import { afterAll, describe, expect, it } from 'vitest';
import { signedInCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
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

describe.each(dialects)('the review page on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('sends a signed-out visitor to sign in, and back', async () => {
    const db = await fresh();
    const answer = await thrownBy(reviewLoader(get(''), testContext(db)));
    expect(answer.headers.get('Location')).toBe('/login?next=%2Faccount%2Freview');
  });

  it('shows the answer on a GET and records a grade on a POST with the form token', async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInCustomer(db, 'Eve');
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
});
