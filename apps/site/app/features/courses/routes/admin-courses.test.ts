import { afterAll, describe, expect, it } from 'vitest';
import { listAudit } from '~/platform/admin/audit.server';
import { signedInAdmin } from '~/platform/test-support/admin-session.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { payload, thrownBy } from '~/platform/test-support/route-results';
import { captureLog, freshDialects, testContext } from '~/platform/test-support/test-helpers.server';
import { findCertificate } from '~/features/courses/certificates.server';
import { openAttempt, submitAttempt } from '~/features/courses/quizzes.server';
import { type CoursesAdminData, coursesAdminAction, coursesAdminLoader } from './admin-courses.server';

const dialects = await freshDialects();
captureLog();
const base = 'http://localhost:3700';

describe.each(dialects)('the admin Courses page on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('lists enrolments, item statistics and completions, and revokes a certificate only when confirmed, audited', async () => {
    const db = await fresh();
    const { cookie, csrfToken } = await signedInAdmin(db, 'teacher');
    const learner = await newCustomer(db, 'Pat');
    // A reader who only marked a lesson done is enrolled too.
    const reader = await newCustomer(db, 'Lee');
    await db.run(
      `INSERT INTO lesson_progress (customer_id, course, lesson_path, done_at) VALUES (?, 'beginner', ?, ?)`,
      [reader.id, '/education/beginner/introduction-to-trading/trading-vs-investing', '2026-01-01T00:00:00.000Z'],
    );
    const attempt = await openAttempt(db, learner.id, 'introduction-to-trading');
    await submitAttempt(db, learner, { quiz: 'introduction-to-trading', attemptId: attempt.id, answers: {} });
    const id = 'CCCCCCCCCCCCCCCCCCCCCC';
    await db.run(
      `INSERT INTO certificates (id, customer_id, holder_name, course, course_title, course_version, assessed, pass_mark, conditions, status_index,
       issued_at)
       VALUES (?, ?, 'Pat', 'beginner', 'Beginner Trading Course', '2026.1', 'Quizzes.', 80, 'Unproctored.', 0, ?)`,
      [id, learner.id, new Date().toISOString()],
    );

    const page = payload(
      await coursesAdminLoader(new Request(`${base}/secure/admin/courses`, { headers: { cookie } }), testContext(db)),
    ).data as unknown as CoursesAdminData;
    expect(page.enrolments).toMatchObject([
      { name: 'Pat', lessonsDone: 0, submitted: 1, passed: 0 },
      { name: 'Lee', lessonsDone: 1, submitted: 0, passed: 0 },
    ]);
    expect(page.certificates).toMatchObject([{ id, status: 'valid' }]);
    const attempted = page.items.filter((item) => item.attempts > 0);
    expect(attempted).toHaveLength(attempt.items.length);
    expect(attempted.every((item) => item.percent === 0)).toBe(true);

    const post = (fields: Record<string, string>) =>
      new Request(`${base}/secure/admin/courses`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrf: csrfToken, intent: 'revoke', id, ...fields }).toString(),
      });
    expect(payload(await coursesAdminAction(post({ reason: 'no' }), testContext(db))).status).toBe(400);
    const confirm = payload(await coursesAdminAction(post({ reason: 'Shared answers' }), testContext(db)));
    expect(confirm.data).toMatchObject({ kind: 'confirm', intent: 'revoke' });
    expect((await findCertificate(db, id))!.status).toBe('valid');
    const done = await thrownBy(
      coursesAdminAction(post({ reason: 'Shared answers', confirmed: '1' }), testContext(db)),
    );
    expect(done.headers.get('location')).toBe('/secure/admin/courses?done=revoke');
    expect(await findCertificate(db, id)).toMatchObject({ status: 'revoked', revokeReason: 'Shared answers' });
    expect((await listAudit(db)).entries[0]).toMatchObject({
      action: 'certificate.revoke',
      adminUsername: 'teacher',
      entityId: id,
    });
  });
});
