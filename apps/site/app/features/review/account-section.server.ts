import type { Db } from '~/platform/db/types';
import { allLessons, lessonHref } from './review-cards';
import { reviewQueue } from './review.server';

export interface ReviewAccountData {
  due: number;
  /** Whether any lesson is marked done: before one is, there is nothing to review, not "up to date". */
  lessonsRead: number;
  firstLesson: { title: string; href: string };
}

/** /account's line about the daily review: how many cards wait today. */
export async function accountSection(db: Db, customer: { id: string }, now = new Date()): Promise<ReviewAccountData> {
  const queue = await reviewQueue(db, customer.id, now);
  return {
    due: queue.cards.length,
    lessonsRead: queue.lessonsRead,
    firstLesson: { title: allLessons[0]!.lesson.title, href: lessonHref(allLessons[0]!) },
  };
}
