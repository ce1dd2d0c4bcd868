import { Button, Container, RiskWarning, TextLink } from '@upm/ui';
import { riskWarning } from '~/content/risk';
import type { LessonPageData } from '../lessons.server';
import { lessonSectionIds } from '../lesson-sections';
import { finalTestPath, progressPath, signUpPath } from '~/content/courses/lesson-paths';
import * as styles from './lesson.css';

const letters = ['A', 'B', 'C', 'D', 'E'];

/**
 * A lesson, identical for every visitor (it is prerendered): no state, no script of its own. The answers sit in
 * `<details>`, and "Mark as done" is a plain form posted to the per-request progress route.
 */
export function LessonPage({ data }: { data: LessonPageData }) {
  const { course, module, lesson, toc, checks, previous, next, quiz } = data;
  return (
    <Container>
      <article className={styles.page} aria-labelledby={lessonSectionIds.title}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>
            <TextLink href={course.path}>{course.title}</TextLink> · Module {module.number}: {module.title}
          </p>
          <h1 id={lessonSectionIds.title} className={styles.title}>
            {lesson.title}
          </h1>
          <p className={styles.lead}>{lesson.summary}</p>
          <p className={styles.facts}>
            Lesson {lesson.number} of {module.lessonCount} in this module · about {lesson.minutes} minutes to read ·
            free, no account needed
          </p>
        </header>

        <section className={styles.box} aria-labelledby={lessonSectionIds.objectives}>
          <h2 id={lessonSectionIds.objectives} className={styles.boxHeading}>
            In this lesson you will learn
          </h2>
          <ul className={styles.list}>
            {lesson.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ul>
        </section>

        <nav className={styles.box} aria-labelledby={lessonSectionIds.contents}>
          <h2 id={lessonSectionIds.contents} className={styles.boxHeading}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {toc.map((entry) => (
              <li key={entry.id}>
                <TextLink href={`#${entry.id}`}>{entry.text}</TextLink>
              </li>
            ))}
          </ol>
        </nav>

        {/* Rendered from the lesson's Markdown on the server, raw HTML escaped (lesson-markdown.server.ts). */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />

        <section className={styles.section} aria-labelledby={lessonSectionIds.example}>
          <h2 id={lessonSectionIds.example} className={styles.sectionHeading}>
            Worked example: {data.example.title}
          </h2>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: data.example.html }} />
        </section>

        <section className={styles.section} aria-labelledby={lessonSectionIds.checks}>
          <h2 id={lessonSectionIds.checks} className={styles.sectionHeading}>
            Check your understanding
          </h2>
          <p>Answer each question in your head, then open the answer to check it. Nothing is recorded.</p>
          <ol className={styles.list}>
            {checks.map((check, index) => (
              <li key={check.question} className={styles.question}>
                <p className={styles.questionText}>{check.question}</p>
                <ol className={styles.options} type="A">
                  {check.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ol>
                <details className={styles.answer}>
                  <summary className={styles.answerSummary}>Show the answer to question {index + 1}</summary>
                  <p>
                    <strong>
                      {letters[check.answer]}: {check.options[check.answer]}
                    </strong>
                  </p>
                  <p>{check.explanation}</p>
                </details>
              </li>
            ))}
          </ol>
        </section>

        <section className={styles.box} aria-labelledby={lessonSectionIds.progress}>
          <h2 id={lessonSectionIds.progress} className={styles.boxHeading}>
            Your progress
          </h2>
          <p>
            Signed in? Mark this lesson done and the course page will know where you left off. No account?{' '}
            <TextLink href={signUpPath}>Sign up free</TextLink> to save your progress and take the quizzes.
          </p>
          <div className={styles.actions}>
            {/* A plain form: it works without scripts; the progress route checks the origin and the session. */}
            <form method="post" action={progressPath} className={styles.form}>
              <input type="hidden" name="lesson" value={lesson.key} />
              <Button type="submit">Mark as done</Button>
            </form>
            <TextLink href={progressPath}>See your progress</TextLink>
          </div>
        </section>

        {quiz ? (
          <section className={styles.box} aria-labelledby={lessonSectionIds.quiz}>
            <h2 id={lessonSectionIds.quiz} className={styles.boxHeading}>
              End of module {module.number}
            </h2>
            <p>
              Test yourself on the whole module: ten questions, some with numbers to work out, explained after you
              answer.
            </p>
            <p>
              <TextLink href={quiz.path} weight="strong">
                Take the {quiz.title}
              </TextLink>
            </p>
            {next ? null : (
              <p>
                Passed every module quiz? <TextLink href={finalTestPath}>Take the final test</TextLink> for your
                certificate of course completion.
              </p>
            )}
          </section>
        ) : null}

        {data.sources.length > 0 ? (
          <section className={styles.section} aria-labelledby={lessonSectionIds.sources}>
            <h2 id={lessonSectionIds.sources} className={styles.boxHeading}>
              Sources
            </h2>
            <ul className={styles.sources}>
              {data.sources.map((source) => (
                <li key={source.href}>
                  <TextLink href={source.href} external={source.href.startsWith('https://')}>
                    {source.label}
                  </TextLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <RiskWarning title={riskWarning.title}>
          {riskWarning.footer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </RiskWarning>

        <nav aria-label="Previous and next lesson">
          <ul className={styles.pager}>
            {previous ? (
              <li>
                <a className={styles.pagerLink} href={previous.path} rel="prev">
                  <span className={styles.pagerLabel}>Previous lesson</span>
                  <span className={styles.pagerTitle}>{previous.title}</span>
                </a>
              </li>
            ) : null}
            {next ? (
              <li>
                <a className={styles.pagerLink} href={next.path} rel="next">
                  <span className={styles.pagerLabel}>Next lesson</span>
                  <span className={styles.pagerTitle}>{next.title}</span>
                </a>
              </li>
            ) : (
              <li>
                <a className={styles.pagerLink} href={course.path}>
                  <span className={styles.pagerLabel}>Last lesson of the course</span>
                  <span className={styles.pagerTitle}>Back to the {course.title}</span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      </article>
    </Container>
  );
}
