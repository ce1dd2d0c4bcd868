import { data } from 'react-router';
import type { RequestContext } from '~/context.server';
import {
  customerLoginUrl,
  getCustomerSession,
  readCustomerForm,
  requireCustomer,
} from '~/platform/auth/customer-session.server';
import { certificatesOf, holderNameMax } from '~/features/courses/certificates.server';
import type { Answers, GradedItem } from '~/features/courses/quiz-engine.server';
import { finalTestSize, passPercent, type QuizId, quizPath } from '~/content/courses/quiz-paths';
import { quizTitle } from '~/features/courses/quiz-titles.server';
import {
  type BestScore,
  bestScores,
  modulesLeftFor,
  openAttempt,
  type OpenAttempt,
  submitAttempt,
} from '~/features/courses/quizzes.server';

// A quiz page depends on who is signed in: never stored by a cache, never indexed.
const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', Vary: 'Cookie' };

interface QuizFrame {
  quiz: QuizId;
  title: string;
  path: string;
  passPercent: number;
}

/** What the quiz page shows: an invitation to sign in, or the open attempt. */
export type QuizPageData =
  | (QuizFrame & { kind: 'visitor'; loginHref: string; signupHref: string })
  /** The final test before every module quiz is passed: what is left, linked, and no attempt opened. */
  | (QuizFrame & { kind: 'locked'; modulesLeft: { title: string; href: string }[] })
  | (QuizFrame & {
      kind: 'quiz';
      csrfToken: string;
      attempt: OpenAttempt;
      best: BestScore;
      /** The final test asks the name to print on the certificate, filled with the account's name. */
      holderName?: string;
      /** The final test: how many of the four module quizzes are passed (the certificate needs all). */
      modulesPassed?: number;
      holderNameMax: number;
    });

/** What a submission shows: the graded attempt, or why it could not be graded. */
export type QuizActionData =
  | (QuizFrame & {
      kind: 'result';
      score: number;
      total: number;
      percent: number;
      passed: boolean;
      items: GradedItem[];
      best: BestScore;
      /** The holder's certificate that stands (issued now or before), when the course is complete. */
      certificateId?: string;
      issuedNow: boolean;
    })
  | { kind: 'problem'; message: string };

const frame = (quiz: QuizId): QuizFrame => ({ quiz, title: quizTitle(quiz), path: quizPath(quiz), passPercent });

const bestOf = async (context: RequestContext, customerId: string, quiz: QuizId) =>
  (await bestScores(context.db, customerId)).find((score) => score.quiz === quiz)!;

/** GET: a visitor is invited to sign in or sign up (a page, not a bare redirect); a customer gets an attempt. */
export async function quizLoader(request: Request, context: RequestContext, quiz: QuizId) {
  const { db } = context;
  const session = await getCustomerSession(db, request, { context });
  if (!session) {
    const loginHref = customerLoginUrl(quizPath(quiz));
    return data<QuizPageData>(
      { ...frame(quiz), kind: 'visitor', loginHref, signupHref: `/signup?next=${encodeURIComponent(quizPath(quiz))}` },
      { headers },
    );
  }
  if (quiz === 'final-test') {
    const left = await modulesLeftFor(db, session.customer.id);
    if (left.length > 0) {
      return data<QuizPageData>(
        {
          ...frame(quiz),
          kind: 'locked',
          modulesLeft: left.map((slug) => ({ title: quizTitle(slug), href: quizPath(slug) })),
        },
        { headers },
      );
    }
  }
  const [attempt, scores] = await Promise.all([
    openAttempt(db, session.customer.id, quiz),
    bestScores(db, session.customer.id),
  ]);
  const best = scores.find((score) => score.quiz === quiz)!;
  const modulesPassed = scores.filter((score) => score.quiz !== 'final-test' && score.passed).length;
  return data<QuizPageData>(
    {
      ...frame(quiz),
      kind: 'quiz',
      csrfToken: session.csrfToken,
      attempt,
      best,
      holderNameMax,
      ...(quiz === 'final-test' ? { holderName: session.customer.name.slice(0, holderNameMax), modulesPassed } : {}),
    },
    { headers },
  );
}

// Bounds on a post, well above what the form sends: more is a forged or broken request, refused before grading.
const maxFields = 4 * finalTestSize + 10;
const maxValuesPerItem = 8;
const maxValueLength = 40;
const attemptIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// eslint-disable-next-line no-control-regex -- a printed name must hold no control characters
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/** The answers of a post (only `q1`…`q20`), or undefined when the post breaks the bounds. */
export function readAnswers(form: FormData): Answers | undefined {
  if ([...form.keys()].length > maxFields) return undefined;
  const answers: Record<string, string[]> = {};
  for (let number = 1; number <= finalTestSize; number += 1) {
    const values = form.getAll(`q${number}`);
    if (values.length > maxValuesPerItem) return undefined;
    const texts = values.filter((value): value is string => typeof value === 'string');
    if (texts.some((text) => text.length > maxValueLength)) return undefined;
    if (texts.length > 0) answers[`q${number}`] = texts;
  }
  return answers;
}

const refused = (message: string, status: number) =>
  data<QuizActionData>({ kind: 'problem', message }, { status, headers });

/** POST: grades the attempt on the server and answers with the result page. */
export async function quizAction(request: Request, context: RequestContext, quiz: QuizId) {
  const { db } = context;
  const session = await requireCustomer(request, { db, context });
  const form = await readCustomerForm(request, session, { context });
  const attemptId = form.get('attempt');
  const answers = readAnswers(form);
  if (typeof attemptId !== 'string' || !attemptIdPattern.test(attemptId) || !answers) {
    return refused('This form could not be read. Open the quiz again to start a new attempt.', 400);
  }
  let holderName: string | undefined;
  if (quiz === 'final-test') {
    const typed = form.get('holderName');
    const name = typeof typed === 'string' ? typed.trim().replace(/\s+/g, ' ') : '';
    if (name.length > holderNameMax || controlCharacters.test(name)) {
      return refused(`The name for the certificate must be at most ${holderNameMax} characters.`, 400);
    }
    holderName = name || undefined;
  }
  const result = await submitAttempt(db, session.customer, { quiz, attemptId, answers, holderName });
  if (!result.ok && result.reason === 'conflict') {
    return refused('The final test opens once every module quiz is passed. Open it again to see which are left.', 409);
  }
  if (!result.ok) {
    return refused('That attempt was not found. Open the quiz again to start a new attempt.', 404);
  }
  const { certificateId: issued, attemptId: _attempt, quiz: _quiz, submittedAt: _at, ...graded } = result.value;
  const [best, certificates] = await Promise.all([
    bestOf(context, session.customer.id, quiz),
    certificatesOf(db, session.customer.id),
  ]);
  const standing = certificates.find((certificate) => certificate.status === 'valid');
  return data<QuizActionData>(
    {
      ...frame(quiz),
      kind: 'result',
      ...graded,
      best,
      issuedNow: issued !== undefined,
      ...(standing ? { certificateId: standing.id } : {}),
    },
    { headers },
  );
}
