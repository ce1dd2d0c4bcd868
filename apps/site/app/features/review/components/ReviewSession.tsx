import { Badge, Button, ButtonLink, Container, Heading, Notice, Section, Stack, TextLink } from '@upm/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { longDateUtc } from '~/platform/plain-format';
import type { ReviewCard } from '~/features/review/review-cards';
import { interval } from './review-interval';
import * as styles from './ReviewSession.css';

type GradeName = 'again' | 'hard' | 'good' | 'easy';

export interface ReviewSessionProps {
  csrfToken: string;
  remaining: number;
  nextDue: string | null;
  now: string;
  current: (ReviewCard & { isNew: boolean }) | null;
  revealed: boolean;
  preview: Record<GradeName, string> | null;
  message?: string;
}

const gradeLabels: { name: GradeName; label: string; variant: 'primary' | 'outline' }[] = [
  { name: 'again', label: 'Again', variant: 'outline' },
  { name: 'hard', label: 'Hard', variant: 'outline' },
  { name: 'good', label: 'Good', variant: 'primary' },
  { name: 'easy', label: 'Easy', variant: 'outline' },
];

/**
 * One card at a time: the front, "Show answer" (a link: a GET, so it works without scripts), then the back and the
 * four grades as one POST form.
 */
export function ReviewSession({
  csrfToken,
  remaining,
  nextDue,
  now,
  current,
  revealed,
  preview,
  message,
}: ReviewSessionProps) {
  const answerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // With scripts the answer replaces the link that had focus: move focus to it, as a page load would scroll to it.
    if (revealed) answerRef.current?.focus();
  }, [revealed, current?.id]);

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
              <h2 className={styles.prompt} id="card-prompt">
                {current.prompt}
              </h2>
              {current.options.length > 0 ? (
                <ol className={styles.options} type="A">
                  {current.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ol>
              ) : null}
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
                  <p>
                    <strong>{current.answer}</strong>
                  </p>
                  {current.explanation ? <p>{current.explanation}</p> : null}
                  <p className={styles.muted}>
                    <TextLink href={current.source.href}>{current.source.label}</TextLink>
                  </p>
                  <Form method="post" replace>
                    <input type="hidden" name="csrf" value={csrfToken} />
                    <input type="hidden" name="card" value={current.id} />
                    <fieldset className={styles.fieldset}>
                      <legend className={styles.legend}>How well did you remember it?</legend>
                      <div className={styles.grades}>
                        {gradeLabels.map(({ name, label, variant }) => (
                          <Button key={name} type="submit" name="grade" value={name} variant={variant}>
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
              ) : (
                <p>
                  <ButtonLink href={`/account/review?answer=${encodeURIComponent(current.id)}#answer`}>
                    Show answer
                  </ButtonLink>
                </p>
              )}
            </article>
          ) : (
            <Stack gap="3">
              <p>
                {nextDue
                  ? `Well done: you are through today’s cards. The next one is due ${
                      nextDue.slice(0, 10) === now.slice(0, 10)
                        ? 'later today'
                        : `on ${longDateUtc(Date.parse(nextDue))}`
                    }.`
                  : 'You have no cards yet.'}{' '}
                New cards come ten a day from the lessons and the glossary.
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
