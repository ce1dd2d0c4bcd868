import { type Answers, type AttemptItem, gradeAttempt } from './quiz-engine.server';

/**
 * The answers that score every item of an attempt: the options marked correct at their positions in this attempt,
 * and each numeric key as shown. For tests that must pass a quiz, and for nothing a learner can reach.
 */
export function answerKey(items: readonly AttemptItem[]): Answers {
  const graded = gradeAttempt(items, {});
  return Object.fromEntries(
    graded.items.map((item) => [
      item.field,
      item.kind === 'numeric'
        ? [item.keyText!.split(' ')[0]!]
        : item.options.flatMap((option, position) => (option.correct ? [String(position)] : [])),
    ]),
  );
}
