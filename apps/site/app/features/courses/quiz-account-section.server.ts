import type { Db } from '~/platform/db/types';
import { certificatesOf } from './certificates.server';
import { quizTitle } from './quiz-titles.server';
import { bestScores } from './quizzes.server';
import { type QuizId, quizPath } from '~/content/courses/quiz-paths';

/** What /account shows of the quizzes: the best score of each, and the customer's certificates. */
export interface QuizAccountData {
  quizzes: {
    quiz: QuizId;
    title: string;
    path: string;
    bestPercent: number | null;
    passed: boolean;
    attempts: number;
  }[];
  certificates: { id: string; courseTitle: string; issuedAt: string; status: 'valid' | 'withdrawn' | 'revoked' }[];
}

/** The account page's quiz section (the account page composes it; see the account-section contract). */
export async function quizAccountSection(db: Db, customer: { id: string }): Promise<QuizAccountData> {
  const [scores, certificates] = await Promise.all([bestScores(db, customer.id), certificatesOf(db, customer.id)]);
  return {
    quizzes: scores.map((score) => ({
      quiz: score.quiz,
      title: quizTitle(score.quiz),
      path: quizPath(score.quiz),
      bestPercent: score.bestPercent,
      passed: score.passed,
      attempts: score.attempts,
    })),
    certificates: certificates.map((certificate) => ({
      id: certificate.id,
      courseTitle: certificate.courseTitle,
      issuedAt: certificate.issuedAt,
      status: certificate.status,
    })),
  };
}
