/*
 * The quizzes' and certificates' public URLs (contracts: never changed once published), and the facts about the
 * Beginner course's assessment that pages, the certificate and the credential all state. Browser-safe.
 */

/** The Beginner course's modules, in course order (the lesson URLs and the quiz URLs name them). */
export const moduleSlugs = [
  'introduction-to-trading',
  'charts-and-technical-analysis',
  'risk-management-and-psychology',
  'platforms-and-first-trades',
] as const;
export type ModuleSlug = (typeof moduleSlugs)[number];

/** A quiz: a module's quiz, or the final test over the whole course. */
export type QuizId = ModuleSlug | 'final-test';
export const quizIds: readonly QuizId[] = [...moduleSlugs, 'final-test'];

export const isModuleSlug = (value: string): value is ModuleSlug => (moduleSlugs as readonly string[]).includes(value);

/** The share of a quiz answered correctly that passes it. */
export const passPercent = 80;
export const moduleQuizSize = 10;
export const finalTestSize = 20;

/**
 * The module quizzes still to pass before the final test opens: the certificate's rule is every module quiz passed,
 * then the final test. The server holds submissions and issuance to it, and the pages state it from `certificateRule`.
 */
export const modulesLeft = (passed: ReadonlySet<QuizId>): ModuleSlug[] =>
  moduleSlugs.filter((slug) => !passed.has(slug));

/** The certificate's rule as the course page, the quizzes and the final test state it. */
export const certificateRule = `A certificate of course completion when you pass all ${moduleSlugs.length} module quizzes and then the final test, which opens once the module quizzes are passed (${passPercent}% or more on each).`;

/** The course a certificate is for; `version` changes when the assessment changes, and each certificate keeps its own. */
export const beginnerCourse = {
  slug: 'beginner',
  title: 'Beginner Trading Course',
  version: '2026.1',
  path: '/education/beginner',
} as const;

/** What the certificate says was assessed (and what the credential's criteria repeat). */
export const assessedText =
  'Four module quizzes of 10 questions and a final test of 20 questions drawn from the course’s question banks: chosen-answer questions, and calculations of pips, pip value, profit, position size, margin and reward-to-risk with numbers drawn for each attempt, graded by the same calculators as the site’s trader tools.';

/**
 * How often a quiz may be taken, as quizzes.server.ts's openAttempt enforces it: a new attempt, freshly drawn,
 * whenever none is open, with no limit and no wait. A limit or a wait belongs here and in openAttempt together;
 * the quiz pages, the certificate and the credential state it from here.
 */
export const quizRetakes = { limit: null, waitHours: 0 } as const;

const retakeRule = quizRetakes as { limit: number | null; waitHours: number };

/** How often a learner may retake a quiz, addressed to them ("as often as you like"), from quizRetakes. */
export function retakeAllowance(): string {
  const times = retakeRule.limit === null ? 'as often as you like' : `up to ${retakeRule.limit} times`;
  return retakeRule.waitHours > 0 ? `${times}, ${retakeRule.waitHours} hours apart` : times;
}

/** The retake rule in words, from quizRetakes. */
export function retakeStatement(): string {
  const { limit, waitHours } = retakeRule;
  const times = limit === null ? 'as often as the learner likes' : `up to ${limit} times`;
  const wait = waitHours > 0 ? `, ${waitHours} hours apart` : ', with no wait between attempts';
  return `Each quiz and the final test may be retaken ${times}${wait}; every attempt draws new questions and new numbers, and a pass on any attempt counts.`;
}

/**
 * How the assessment is taken, which a reader of the certificate cannot see for themselves: online and
 * unsupervised, retaken as quizRetakes allows, under a name the holder typed. Stored with each certificate at
 * issue, like what was assessed.
 */
export function assessmentConditions(): string {
  return [
    'The quizzes are taken online and unproctored: nobody watches who answers or what they consult.',
    retakeStatement(),
    'The name on the certificate is the one the holder entered; the issuer has not checked it against any identity document.',
  ].join(' ');
}

/** The quiz page of a module, or the final test. */
export const quizPath = (quiz: QuizId) =>
  quiz === 'final-test' ? '/education/beginner/final-test' : `/education/beginner/quiz/${quiz}`;

export const certificatesPath = '/certificates';
export const certificateVerifyPath = '/certificates/verify';
export const certificatePath = (id: string) => `/certificates/${encodeURIComponent(id)}`;
export const credentialPath = (id: string) => `${certificatePath(id)}/credential.jwt`;
/** The holder's page for taking the certificate's public page down. */
export const withdrawPath = (id: string) => `${certificatePath(id)}/withdraw`;
export const jwksPath = '/.well-known/jwks.json';
/** The signed list of which certificates were taken back (W3C Bitstring Status List), one for the site. */
export const statusListPath = '/certificates/status-list.jwt';

/** A certificate id: 128 random bits, base64url (22 characters). */
export const certificateIdPattern = /^[A-Za-z0-9_-]{22}$/;
