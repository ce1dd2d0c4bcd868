import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '~/platform/db/types';
import { freshDialects } from '~/platform/test-support/test-helpers.server';
import { newCustomer } from '~/platform/test-support/customer-session.server';
import { maxCardsPerSession, newCardsPerDay, dueCount, gradeCard, reviewQueue, reviewSchedule } from './review.server';
import { type LessonRef, allLessons, lessonHref } from './review-cards';
import { reviewData } from './review-data.server';

/** Lessons marked done, as the course's "Mark as done" records them. */
async function read(db: Db, customerId: string, lessons: readonly LessonRef[]) {
  for (const ref of lessons) {
    await db.run(
      "INSERT INTO lesson_progress (customer_id, course, lesson_path, done_at) VALUES (?, 'beginner', ?, ?)",
      [customerId, lessonHref(ref), '2026-03-01T09:00:00.000Z'],
    );
  }
}

const dialects = await freshDialects();
const minutes = (from: Date, iso: string) => (Date.parse(iso) - from.getTime()) / 60_000;
const days = (from: Date, iso: string) => (Date.parse(iso) - from.getTime()) / 86_400_000;

describe.each(dialects)('the daily review on $name', ({ fresh, closeAll }) => {
  afterAll(closeAll);

  it('has no cards for a customer who has read nothing, then only the read lesson’s checks and terms', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ann');
    const now = new Date('2026-03-02T09:00:00.000Z');
    expect(await reviewQueue(db, customer.id, now)).toMatchObject({ cards: [], lessonsRead: 0 });

    const first = allLessons[0]!;
    await read(db, customer.id, [first]);
    const queue = await reviewQueue(db, customer.id, now);
    const ids = queue.cards.map((item) => item.card.id);
    const expected = [
      ...first.lesson.checks.map((_, n) => `check:${first.moduleSlug}/${first.lesson.slug}/${n + 1}`),
      ...first.lesson.terms.map((slug) => `term:${slug}`),
    ].slice(0, newCardsPerDay);
    expect(queue.lessonsRead).toBe(1);
    expect(ids).toEqual(expected);
    // Nothing from the glossary at large: not the A-to-Z list the review used to start with.
    expect(ids).not.toContain('term:asic');
  });

  it('keeps a lesson’s cards out of the queue once it is marked not done again', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ari');
    const now = new Date('2026-03-02T09:00:00.000Z');
    await read(db, customer.id, [allLessons[0]!]);
    const id = (await reviewQueue(db, customer.id, now)).cards[0]!.card.id;
    await gradeCard(db, customer.id, id, 'again', now);
    await db.run('DELETE FROM lesson_progress WHERE customer_id = ?', [customer.id]);
    const later = new Date(now.getTime() + 86_400_000);
    expect((await reviewQueue(db, customer.id, later)).cards).toEqual([]);
    expect(await gradeCard(db, customer.id, id, 'good', later)).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('starts with the day’s new cards and schedules Again and Good by FSRS', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Ada');
    await read(db, customer.id, allLessons);
    const monday = new Date('2026-03-02T09:00:00.000Z');
    const queue = await reviewQueue(db, customer.id, monday);
    expect(queue.cards).toHaveLength(newCardsPerDay);
    expect(queue.cards.every((item) => item.isNew)).toBe(true);
    const [first, second] = queue.cards.map((item) => item.card.id);

    const again = await gradeCard(db, customer.id, first!, 'again', monday);
    const good = await gradeCard(db, customer.id, second!, 'good', monday);
    // A new card's learning steps: Again shows it again in a minute, Good in ten.
    expect(again.ok && minutes(monday, again.value.due)).toBe(1);
    expect(good.ok && minutes(monday, good.value.due)).toBe(10);
    // What the page says of the learning steps is what the scheduler does.
    expect(reviewSchedule.learningStepsMinutes).toEqual([1, 10]);

    // Graded cards leave the queue until due; the day's new cards are used up, not replaced.
    expect(await dueCount(db, customer.id, monday)).toBe(newCardsPerDay - 2);
    const later = new Date(monday.getTime() + 11 * 60_000);
    expect((await reviewQueue(db, customer.id, later)).cards.slice(0, 2).map((item) => item.card.id)).toEqual([
      first,
      second,
    ]);

    // Good again after ten minutes graduates the card to days.
    const graduated = await gradeCard(db, customer.id, second!, 'good', later);
    expect(graduated.ok && days(later, graduated.value.due)).toBeGreaterThanOrEqual(1);
  });

  it('refuses a card that is not in today’s queue, and a second grade of the same answer', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Bea');
    await read(db, customer.id, allLessons);
    const now = new Date('2026-03-02T09:00:00.000Z');
    expect(await gradeCard(db, customer.id, 'term:no-such-term', 'good', now)).toMatchObject({ reason: 'conflict' });
    const id = (await reviewQueue(db, customer.id, now)).cards[0]!.card.id;
    expect((await gradeCard(db, customer.id, id, 'easy', now)).ok).toBe(true);
    expect(await gradeCard(db, customer.id, id, 'easy', now)).toMatchObject({ ok: false, reason: 'conflict' });
  });

  it('shows at most 20 cards, reviews before new ones, and ten new cards a day', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Cy');
    await read(db, customer.id, allLessons);
    let day = new Date('2026-03-02T09:00:00.000Z');
    // Three days of ten new cards each, all forgotten: thirty cards are due on the fourth day.
    for (let n = 0; n < 3; n++) {
      for (const { card } of (await reviewQueue(db, customer.id, day)).cards) {
        await gradeCard(db, customer.id, card.id, 'again', day);
      }
      day = new Date(day.getTime() + 86_400_000);
    }
    const queue = await reviewQueue(db, customer.id, day);
    expect(queue.cards).toHaveLength(maxCardsPerSession);
    expect(queue.cards.every((item) => !item.isNew)).toBe(true);
  });

  it('exports and erases a customer’s cards', async () => {
    const db = await fresh();
    const customer = await newCustomer(db, 'Dee');
    await read(db, customer.id, allLessons);
    const now = new Date('2026-03-02T09:00:00.000Z');
    const id = (await reviewQueue(db, customer.id, now)).cards[0]!.card.id;
    await gradeCard(db, customer.id, id, 'good', now);
    expect(await reviewData.exportFor(db, customer.id)).toEqual([
      expect.objectContaining({ card: id, due: '2026-03-02T09:10:00.000Z', lastReview: now.toISOString() }),
    ]);
    await reviewData.erase(db, customer.id);
    await reviewData.erase(db, customer.id);
    expect(await reviewData.exportFor(db, customer.id)).toEqual([]);
  });
});
