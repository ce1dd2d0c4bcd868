import { ButtonLink, Notice, TextLink } from '@upm/ui';
import { useEffect, useRef } from 'react';
import type { GradedItem } from '~/features/courses/quiz-engine.server';
import * as styles from './quizzes.css';

export interface QuizResultProps {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  passPercent: number;
  items: GradedItem[];
  bestPercent: number | null;
  retakeHref: string;
  courseHref: string;
  certificateHref?: string;
  issuedNow: boolean;
  finalTest: boolean;
}

/** The learner's answer to a choice item, in words. */
function chosenText(item: GradedItem): string {
  const chosen = item.options.filter((option) => option.chosen).map((option) => option.text);
  return chosen.length > 0 ? chosen.join('; ') : 'No answer';
}

function correctText(item: GradedItem): string {
  return item.options
    .filter((option) => option.correct)
    .map((option) => option.text)
    .join('; ');
}

/** After submission: the score, pass or not, and every question with the answer given, the right one and why. */
export function QuizResult(props: QuizResultProps) {
  const { score, total, percent, passed, passPercent, items, bestPercent } = props;
  // After a submission with scripts the page does not reload: focus moves to the score, so a screen reader reads
  // the result instead of staying on the submit button that is gone.
  const scoreRef = useRef<HTMLDivElement>(null);
  useEffect(() => scoreRef.current?.focus(), []);
  return (
    <div className={styles.stack}>
      <div className={styles.score} role="status" tabIndex={-1} ref={scoreRef}>
        <p className={styles.scoreFigure}>
          {score} of {total} correct ({percent}%): {passed ? 'passed' : 'not passed yet'}
        </p>
        <p className={styles.optionText}>
          {passed
            ? `Well done: ${passPercent}% or more passes.`
            : `${passPercent}% passes. Read the explanations below, revisit the lessons, then retake the quiz: each attempt draws new questions and new numbers.`}
        </p>
        {bestPercent !== null ? <p className={styles.muted}>Your best score on this quiz: {bestPercent}%.</p> : null}
      </div>
      {props.certificateHref ? (
        <Notice tone="positive" as="div">
          <p className={styles.optionText}>
            {props.issuedNow
              ? 'You have completed the course: your certificate of course completion is ready. '
              : 'You hold a certificate of course completion for this course. '}
            <TextLink href={props.certificateHref}>View your certificate</TextLink>
          </p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <ButtonLink href={props.retakeHref}>Retake the quiz</ButtonLink>
        <ButtonLink href={props.courseHref} variant="outline">
          Back to the course
        </ButtonLink>
      </div>
      <h3>Your answers</h3>
      <ol className={styles.items}>
        {items.map((item) => (
          <li
            key={item.field}
            className={`${styles.question} ${styles.graded} ${item.correct ? styles.right : styles.wrong}`}
          >
            <p className={styles.questionNumber}>
              Question {item.number} of {items.length}
            </p>
            <p className={styles.legend}>{item.prompt}</p>
            <p className={styles.verdict}>{item.correct ? 'Correct' : 'Not correct'}</p>
            {item.kind === 'numeric' ? (
              <>
                <p className={styles.optionText}>
                  Your answer: {item.typed ? `${item.typed}${item.unit ? ` ${item.unit}` : ''}` : 'No answer'}
                </p>
                <p className={styles.optionText}>Correct answer: {item.keyText}</p>
                <p className={styles.hint}>{item.toleranceText}</p>
                <p className={styles.explanation}>{item.explanation}</p>
              </>
            ) : (
              <>
                <p className={styles.optionText}>Your answer: {chosenText(item)}</p>
                <p className={styles.optionText}>Correct answer: {correctText(item)}</p>
                <ul className={styles.options}>
                  {item.options.map((option) => (
                    <li
                      key={option.text}
                      className={`${styles.gradedOption} ${option.chosen ? styles.chosenOption : ''}`}
                    >
                      <p className={styles.optionText}>{option.text}</p>
                      <p className={styles.tags}>
                        <span className={styles.tag}>{option.correct ? 'Right' : 'Wrong'}</span>
                        {option.chosen ? <span className={styles.tag}>Your choice</span> : null}
                      </p>
                      <p className={styles.explanation}>{option.explanation}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <ButtonLink href={props.retakeHref}>Retake the quiz</ButtonLink>
      </div>
    </div>
  );
}
