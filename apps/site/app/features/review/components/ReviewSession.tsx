import { Badge, Button, ButtonLink, Choice, Container, Heading, Notice, Section, Stack, TextLink } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { longDateUtc } from '~/platform/plain-format';
import type { ReviewCard } from '~/features/review/review-cards';
import type { ReviewSchedule } from '~/features/review/review.server';
import { interval } from './review-interval';
import { scheduleSentence } from './review-schedule';
import * as styles from './ReviewSession.css';

type GradeName = 'again' | 'hard' | 'good' | 'easy';

export interface ReviewSessionProps {
  csrfToken: string;
  remaining: number;
  nextDue: string | null;
  now: string;
  current: (ReviewCard & { isNew: boolean }) | null;
  revealed: boolean;
  /** The option the learner picked before the answer was shown (a multiple-choice card), if any. */
  chosen: number | null;
  preview: Record<GradeName, string> | null;
  schedule: ReviewSchedule;
  /** Lessons marked done: with none there are no cards, and the page says why. */
  lessonsRead: number;
  firstLesson: { title: string; href: string };
  message?: string;
}

const reviewHref = '/account/review';
const letter = (n: number) => String.fromCharCode(65 + n);

const gradeLabels: { name: GradeName; label: string }[] = [
  { name: 'again', label: 'Again' },
  { name: 'hard', label: 'Hard' },
  { name: 'good', label: 'Good' },
  { name: 'easy', label: 'Easy' },
];

/**
 * One card at a time. A multiple-choice card is answered first: its options are radios in a fieldset whose legend
 * is the question, sent by a GET form (it changes nothing, so it works without scripts and can be reloaded); the
 * back then says whether the pick was right. A term card has "Show answer", a link. Then the four grades, one POST
 * form.
 */
export function ReviewSession({
  csrfToken,
  remaining,
  nextDue,
  now,
  current,
  revealed,
  chosen,
  preview,
  schedule,
  lessonsRead,
  firstLesson,
  message,
}: ReviewSessionProps) {
  const answerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // With scripts the answer replaces the control that had focus: move focus to it, as a page load would scroll to it.
    if (revealed) answerRef.current?.focus();
  }, [revealed, current?.id]);
  const answerHref = current ? `${reviewHref}?answer=${encodeURIComponent(current.id)}#answer` : reviewHref;
  const picked = current && chosen !== null ? chosen : null;
  const right = picked !== null && picked === current?.answerIndex;
  // A wrong pick was forgotten: Again is the grade to reach for.
  const suggested: GradeName = picked !== null && !right ? 'again' : 'good';

  return (
    <Section aria-labelledby="review-heading">
      <Container width="narrow">
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="3xl" id="review-heading">
              Daily review
            </Heading>
            <p className={styles.muted} role="status">
              {remaining === 0
                ? 'Nothing left to review today.'
                : `${remaining} ${remaining === 1 ? 'card' : 'cards'} to review today.`}
            </p>
            <p className={styles.muted}>{scheduleSentence(schedule)}</p>
          </Stack>
          {message ? (
            <Notice tone="negative" role="alert">
              {message}
            </Notice>
          ) : null}
          {current ? (
            <article className={styles.card} aria-labelledby="card-prompt">
              {current.isNew ? (
                <span>
                  <Badge tone="info">New card</Badge>
                </span>
              ) : null}
              {current.options.length > 0 && !revealed ? (
                <Form method="get" action={`${reviewHref}#answer`} className={styles.question}>
                  <input type="hidden" name="answer" value={current.id} />
                  <fieldset className={styles.fieldset}>
                    <legend className={styles.legend}>
                      <h2 className={styles.prompt} id="card-prompt">
                        {current.prompt}
                      </h2>
                    </legend>
                    <ol className={styles.options} type="A">
                      {current.options.map((option, n) => (
                        <li key={n}>
                          <Choice type="radio" name="choice" value={n} required>
                            {option}
                          </Choice>
                        </li>
                      ))}
                    </ol>
                  </fieldset>
                  <div className={styles.actions}>
                    <Button type="submit">Check answer</Button>
                    <TextLink href={answerHref}>Show the answer without choosing</TextLink>
                  </div>
                </Form>
              ) : (
                <>
                  <h2 className={styles.prompt} id="card-prompt">
                    {current.prompt}
                  </h2>
                  {current.options.length > 0 ? (
                    <ol className={styles.options} type="A">
                      {current.options.map((option, n) => (
                        <li key={n}>
                          {option} {n === current.answerIndex ? <Badge tone="positive">Right answer</Badge> : null}{' '}
                          {n === picked ? <Badge tone={right ? 'positive' : 'negative'}>Your answer</Badge> : null}
                        </li>
                      ))}
                    </ol>
                  ) : null}
                </>
              )}
              {revealed && preview ? (
                <section
                  className={styles.answer}
                  aria-labelledby="answer-heading"
                  id="answer"
                  tabIndex={-1}
                  ref={answerRef}
                >
                  <Heading level={3} size="md" id="answer-heading">
                    Answer
                  </Heading>
                  {picked !== null ? (
                    <p className={styles.outcome}>
                      {right
                        ? `Right: you chose ${letter(picked)}.`
                        : `Not quite: you chose ${letter(picked)}; the answer is ${letter(current.answerIndex ?? 0)}.`}
                    </p>
                  ) : null}
                  <p>
                    <strong>{current.answer}</strong>
                  </p>
                  {current.explanation ? <p>{current.explanation}</p> : null}
                  <p className={styles.muted}>
                    <TextLink href={current.source.href}>{current.source.label}</TextLink>
                  </p>
                  <Form method="post" action={reviewHref} replace>
                    <input type="hidden" name="csrf" value={csrfToken} />
                    <input type="hidden" name="card" value={current.id} />
                    <fieldset className={styles.fieldset}>
                      <legend className={styles.legend}>How well did you remember it?</legend>
                      <div className={styles.grades}>
                        {gradeLabels.map(({ name, label }) => (
                          <Button
                            key={name}
                            type="submit"
                            name="grade"
                            value={name}
                            variant={name === suggested ? 'primary' : 'outline'}
                          >
                            <span className={styles.gradeButton}>
                              {label}
                              <span className={styles.gradeWhen}>{interval(now, preview[name])}</span>
                            </span>
                          </Button>
                        ))}
                      </div>
                    </fieldset>
                  </Form>
                </section>
              ) : current.options.length === 0 ? (
                <p>
                  <ButtonLink href={answerHref}>Show answer</ButtonLink>
                </p>
              ) : null}
            </article>
          ) : lessonsRead === 0 ? (
            <Stack gap="3">
              <p>
                You have no cards yet: they come from the lessons you have read, each lesson’s check questions and the
                glossary terms it teaches. Finish a lesson and press “Mark as done” at its end, and its cards start
                here.
              </p>
              <p>
                <ButtonLink href={firstLesson.href}>Start with “{firstLesson.title}”</ButtonLink>
              </p>
            </Stack>
          ) : (
            <Stack gap="3">
              <p>
                {nextDue
                  ? `Well done: you are through today’s cards. The next one is due ${
                      nextDue.slice(0, 10) === now.slice(0, 10)
                        ? 'later today'
                        : `on ${longDateUtc(Date.parse(nextDue))}`
                    }.`
                  : 'Well done: you are through today’s cards.'}{' '}
                Each lesson you mark done adds its cards.
              </p>
              <ul className={styles.options}>
                <li>
                  <TextLink href="/education/beginner">The Beginner course</TextLink>
                </li>
                <li>
                  <TextLink href="/glossary">The glossary</TextLink>
                </li>
                <li>
                  <TextLink href="/account">Your account</TextLink>
                </li>
              </ul>
            </Stack>
          )}
        </Stack>
      </Container>
    </Section>
  );
}
