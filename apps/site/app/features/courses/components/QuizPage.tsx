import { Hero, Notice, TextLink } from '@upm/ui';
import { PageSection } from '~/components/content/PageSection';
import type { QuizActionData, QuizPageData } from '~/features/courses/routes/quiz-page.server';
import { beginnerCourse, certificatePath, certificateRule, moduleSlugs } from '~/content/courses/quiz-paths';
import { QuizForm } from './QuizForm';
import { QuizResult } from './QuizResult';
import { SignInInvitation } from './SignInInvitation';

export interface QuizPageProps {
  page: QuizPageData;
  result?: QuizActionData | undefined;
}

/** A quiz page: the invitation for a visitor, the questions, or (after a post) the graded result. */
export function QuizPage({ page, result }: QuizPageProps) {
  const best =
    page.kind === 'quiz' && page.best.bestPercent !== null
      ? `Your best score so far: ${page.best.bestPercent}%${page.best.passed ? ' (passed)' : ''}.`
      : '';
  const modules =
    page.kind === 'quiz' && page.modulesPassed !== undefined
      ? ` Module quizzes passed: ${page.modulesPassed} of ${moduleSlugs.length}. ${certificateRule}`
      : '';
  const bestLine = `${best}${modules}`.trim() || undefined;
  const lead =
    page.quiz === 'final-test'
      ? 'Twenty questions from all four modules of the Beginner course, including calculations checked by the same calculators as our trader tools.'
      : 'Ten questions on this module, including calculations checked by the same calculators as our trader tools.';
  return (
    <>
      <Hero title={page.title} lead={lead} size="page" />
      {result?.kind === 'result' ? (
        <PageSection id="result" heading="Your result" fade={false}>
          <QuizResult
            {...result}
            bestPercent={result.best.bestPercent}
            retakeHref={page.path}
            courseHref={beginnerCourse.path}
            finalTest={page.quiz === 'final-test'}
            {...(result.certificateId ? { certificateHref: certificatePath(result.certificateId) } : {})}
          />
        </PageSection>
      ) : page.kind === 'locked' ? (
        <PageSection id="quiz" heading="The final test is not open yet" fade={false}>
          <p>{certificateRule}</p>
          <p>Still to pass:</p>
          <ul>
            {page.modulesLeft.map((module) => (
              <li key={module.href}>
                <TextLink href={module.href}>{module.title}</TextLink>
              </li>
            ))}
          </ul>
        </PageSection>
      ) : page.kind === 'visitor' ? (
        <PageSection id="quiz" heading="Sign in to take the quiz" fade={false}>
          <SignInInvitation loginHref={page.loginHref} signupHref={page.signupHref}>
            {`Quizzes are graded and saved to your account, so your best score is kept. ${certificateRule}`}
          </SignInInvitation>
        </PageSection>
      ) : (
        <PageSection id="quiz" heading="Questions" lead={bestLine} fade={false}>
          {result?.kind === 'problem' ? (
            <Notice role="alert" tone="negative">
              {result.message}
            </Notice>
          ) : null}
          <QuizForm
            action={page.path}
            attemptId={page.attempt.id}
            csrfToken={page.csrfToken}
            items={page.attempt.items}
            passPercent={page.passPercent}
            holderNameMax={page.holderNameMax}
            {...(page.holderName !== undefined ? { holderName: page.holderName } : {})}
          />
        </PageSection>
      )}
    </>
  );
}
