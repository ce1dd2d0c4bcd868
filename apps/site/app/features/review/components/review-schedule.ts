import type { ReviewSchedule } from '~/features/review/review.server';
import { duration } from './review-interval';

const either = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The one sentence the review page says about its schedule, worded from the scheduler's own settings. */
export function scheduleSentence({ retentionPercent, learningStepsMinutes, newCardsPerDay }: ReviewSchedule): string {
  const learning = learningStepsMinutes.length
    ? ` while you learn a card it comes back after ${either(learningStepsMinutes.map(duration))}, then`
    : '';
  return (
    `Each card comes back when the chance that you still recall it has fallen to ${retentionPercent}% (the FSRS ` +
    `schedule):${learning} at gaps that grow each time you remember it; up to ${newCardsPerDay} new ` +
    `${newCardsPerDay === 1 ? 'card joins' : 'cards join'} a day.`
  );
}
