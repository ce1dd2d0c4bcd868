import { Button, ButtonLink, Container, Notice, TextLink } from '@upm/ui';
import type { ProgressPageData } from '../routes/progress.server';
import type { CourseProgress } from '../progress.server';
import { finalTestPath, progressPath, signUpPath } from '~/content/courses/lesson-paths';
import * as styles from './progress.css';

const loginPath = `/login?next=${encodeURIComponent(progressPath)}`;

/** "Continue" to the first lesson not done, "Start" before any, or the quizzes once every lesson is done. */
export function ContinueLink({ progress }: { progress: CourseProgress }) {
  if (!progress.continueWith) {
    return (
      <p>
        Every lesson is done. Next: the module quizzes and the final test, listed on the{' '}
        <TextLink href={progress.course.path}>course page</TextLink>.
      </p>
    );
  }
  return (
    <ButtonLink href={progress.continueWith.path}>
      {progress.started ? 'Continue' : 'Start'}: {progress.continueWith.title}
    </ButtonLink>
  );
}

/** "5 of 17 lessons done" with a bar. */
export function ProgressSummary({ progress }: { progress: CourseProgress }) {
  return (
    <div className={styles.summary}>
      <p className={styles.count}>
        {progress.done} of {progress.total} lessons done ({progress.percent}%)
      </p>
      <progress className={styles.bar} value={progress.done} max={progress.total} aria-label="Lessons done" />
    </div>
  );
}

/** The signed-in customer's progress through the Beginner course, or an invitation to sign in. */
export function ProgressPage({ data, refusal }: { data: ProgressPageData; refusal?: string }) {
  const refused = refusal ? (
    <Notice role="alert" tone="negative">
      {refusal}
    </Notice>
  ) : null;
  if (!data.signedIn) {
    return (
      <Container>
        <div className={styles.page}>
          <h1 className={styles.title}>Your course progress</h1>
          {refused}
          <p>
            Sign in to see the lessons you have marked done and continue where you left off. No account?{' '}
            <TextLink href={signUpPath}>Sign up free</TextLink> to save your progress and take the quizzes.
          </p>
          <div className={styles.actions}>
            <ButtonLink href={loginPath}>Sign in</ButtonLink>
            <ButtonLink href={signUpPath} variant="outline">
              Sign up free
            </ButtonLink>
          </div>
          <p>
            Every lesson is free to read without an account: start with{' '}
            <TextLink href={data.firstLesson.path}>{data.firstLesson.title}</TextLink>.
          </p>
        </div>
      </Container>
    );
  }

  const { progress, notice } = data;
  return (
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>Your progress: {progress.course.title}</h1>
        {refused}
        {notice ? (
          <Notice role="status" tone="positive">
            {notice.kind === 'done' ? 'Marked as done: ' : 'Marked as not done: '}
            <TextLink href={notice.path}>{notice.title}</TextLink>.
          </Notice>
        ) : null}
        <ProgressSummary progress={progress} />
        <ContinueLink progress={progress} />
        {progress.modules.map((module) => (
          <section key={module.slug} className={styles.module} aria-labelledby={`module-${module.slug}`}>
            <h2 id={`module-${module.slug}`} className={styles.moduleTitle}>
              Module {module.number}: {module.title}
            </h2>
            <p className={styles.muted}>
              {module.done} of {module.total} lessons done
            </p>
            <ol className={styles.lessons}>
              {module.lessons.map((lesson) => (
                <li key={lesson.key} className={styles.lesson}>
                  <span className={styles.lessonTitle}>
                    <TextLink href={lesson.path}>{lesson.title}</TextLink>{' '}
                    <span className={lesson.done ? styles.done : styles.muted}>
                      {lesson.done ? '(done)' : '(not done yet)'}
                    </span>
                  </span>
                  {lesson.done ? (
                    <form method="post" action={`${progressPath}?intent=undo`} className={styles.form}>
                      <input type="hidden" name="csrf" value={data.csrfToken} />
                      <input type="hidden" name="lesson" value={lesson.key} />
                      <Button type="submit" variant="ghost" size="sm" aria-label={`Mark as not done: ${lesson.title}`}>
                        Mark as not done
                      </Button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ol>
            <p>
              <TextLink href={module.quizPath}>Module {module.number} quiz</TextLink>
            </p>
          </section>
        ))}
        <p>
          When every module quiz is passed: <TextLink href={finalTestPath}>the final test</TextLink>, for the
          certificate of course completion.
        </p>
      </div>
    </Container>
  );
}
