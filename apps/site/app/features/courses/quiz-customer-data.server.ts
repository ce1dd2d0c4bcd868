import { defineCustomerData } from '~/platform/customer-data/customer-data.server';
import { bump } from '~/platform/data-version/data-version.server';

/*
 * The quizzes' share of a customer's data: every attempt (questions drawn, answers, score) and the certificates
 * issued to them. Erasing deletes the attempts; a certificate is not deleted but withdrawn and stripped of its
 * holder's name and account, because someone may hold its link: a verifier then learns that it was withdrawn,
 * never whose it was. The per-item right/wrong counts carry no customer and stay, as the quiz statistics.
 */
export const quizCustomerData = defineCustomerData({
  name: 'quizzes',
  async exportFor(db, customerId) {
    const attempts = await db.all<{
      quiz: string;
      started_at: string;
      submitted_at: string | null;
      score: number | null;
      total: number;
      passed: number | null;
      answers_json: string | null;
    }>(
      `SELECT quiz, started_at, submitted_at, score, total, passed, answers_json FROM quiz_attempts
       WHERE customer_id = ? ORDER BY started_at`,
      [customerId],
    );
    const certificates = await db.all<Record<string, string | number | null>>(
      `SELECT id, holder_name, course_title, course_version, pass_mark, issued_at, withdrawn_at, revoked_at
       FROM certificates WHERE customer_id = ? ORDER BY issued_at`,
      [customerId],
    );
    return {
      attempts: attempts.map((attempt) => ({
        quiz: attempt.quiz,
        startedAt: attempt.started_at,
        submittedAt: attempt.submitted_at,
        score: attempt.score === null ? null : Number(attempt.score),
        total: Number(attempt.total),
        passed: attempt.passed === null ? null : Number(attempt.passed) === 1,
        answers: attempt.answers_json ? (JSON.parse(attempt.answers_json) as unknown) : null,
      })),
      certificates: certificates.map((certificate) => ({
        id: certificate.id,
        holderName: certificate.holder_name,
        course: certificate.course_title,
        courseVersion: certificate.course_version,
        passMark: certificate.pass_mark === null ? null : Number(certificate.pass_mark),
        issuedAt: certificate.issued_at,
        withdrawnAt: certificate.withdrawn_at,
        revokedAt: certificate.revoked_at,
      })),
    };
  },
  async erase(db, customerId) {
    const { changes } = await db.run(
      `UPDATE certificates SET withdrawn_at = COALESCE(withdrawn_at, ?), holder_name = NULL, customer_id = NULL
       WHERE customer_id = ?`,
      [new Date().toISOString(), customerId],
    );
    // The certificates' cached public pages change: now withdrawn, without the name.
    if (changes > 0) await bump(db, 'certificates');
    await db.run('DELETE FROM quiz_attempts WHERE customer_id = ?', [customerId]);
  },
  kept: 'Certificates you were issued stay as withdrawn, without your name, so that anyone holding a link learns it was withdrawn. Anonymous counts of right and wrong answers per quiz question stay, to improve the questions.',
});
