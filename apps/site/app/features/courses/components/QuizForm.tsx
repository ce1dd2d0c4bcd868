import { Button, Choice, TextInput } from '@upm/ui';
import { Form, useNavigation } from 'react-router';
import type { PresentedItem } from '~/features/courses/quiz-engine.server';
import { retakeAllowance } from '~/content/courses/quiz-paths';
import * as styles from './quizzes.css';

export interface QuizFormProps {
  action: string;
  attemptId: string;
  csrfToken: string;
  items: PresentedItem[];
  passPercent: number;
  /** The final test: the name to print on the certificate. */
  holderName?: string;
  holderNameMax: number;
}

const kindHint: Record<PresentedItem['kind'], string> = {
  single: 'Choose one answer.',
  multiple: 'Select all that apply.',
  truefalse: 'True or false?',
  numeric: '',
};

/**
 * The quiz: one plain form posted to the page's action, so it works without JavaScript. It holds the questions
 * only: whether an option is right, and why, arrives with the result.
 */
export function QuizForm({
  action,
  attemptId,
  csrfToken,
  items,
  passPercent,
  holderName,
  holderNameMax,
}: QuizFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === 'submitting' && navigation.formAction === action;
  return (
    <Form method="post" action={action} className={styles.stack}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <input type="hidden" name="attempt" value={attemptId} />
      <p className={styles.muted}>
        {items.length} questions. {passPercent}% correct passes. You can retake the quiz {retakeAllowance()}; your best
        score is kept. Unanswered questions count as wrong.
      </p>
      <ol className={styles.items}>
        {items.map((item) => (
          <li key={item.field}>
            <fieldset className={styles.question}>
              <legend className={styles.legend}>
                <span className={styles.questionNumber}>
                  Question {item.number} of {items.length}
                </span>
                {item.prompt}
              </legend>
              {item.kind === 'numeric' ? (
                <div className={styles.numeric}>
                  <label htmlFor={`${item.field}-answer`}>Your answer{item.unit ? ` (${item.unit})` : ''}</label>
                  <div className={styles.numericRow}>
                    <input
                      id={`${item.field}-answer`}
                      name={item.field}
                      inputMode="decimal"
                      autoComplete="off"
                      maxLength={30}
                      className={styles.numericInput}
                      aria-describedby={`${item.field}-tolerance`}
                    />
                    {item.unit ? <span aria-hidden="true">{item.unit}</span> : null}
                  </div>
                  <p id={`${item.field}-tolerance`} className={styles.hint}>
                    {item.toleranceText}
                  </p>
                </div>
              ) : (
                <>
                  <p className={styles.hint}>{kindHint[item.kind]}</p>
                  <ul className={styles.options}>
                    {item.options.map((option) => (
                      <li key={option.value}>
                        <Choice
                          type={item.kind === 'multiple' ? 'checkbox' : 'radio'}
                          name={item.field}
                          value={option.value}
                          className={styles.option}
                        >
                          {option.text}
                        </Choice>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {holderName !== undefined ? (
        <TextInput
          label="Your name as it should appear on your certificate"
          hint="Printed on the certificate if this pass completes the course. It is shown to anyone you give the certificate’s link to."
          name="holderName"
          autoComplete="name"
          maxLength={holderNameMax}
          defaultValue={holderName}
        />
      ) : null}
      <div>
        <Button type="submit" loading={submitting}>
          {submitting ? 'Submitting...' : 'Submit answers'}
        </Button>
      </div>
    </Form>
  );
}
