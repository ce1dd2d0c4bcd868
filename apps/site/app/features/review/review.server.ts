import {
  type Card,
  type CardInput,
  type Grade,
  ConvertStepUnitToMinutes,
  Rating,
  createEmptyCard,
  fsrs,
} from 'ts-fsrs';
import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { type LessonRef, type ReviewCard, allLessons, cardsInOrder } from './review-cards';

/*
 * The daily review's schedule (decision 040): FSRS through ts-fsrs with its default parameters (90% retention,
 * learning steps of 1 and 10 minutes) and no fuzz, so a schedule is a function of the grades and their times.
 */

/** New cards a customer meets per day (UTC): enough to grow the deck, few enough that reviews stay short. */
export const newCardsPerDay = 10;
/** Cards shown in one day's session at most: due reviews first, then new cards. */
export const maxCardsPerSession = 20;

const scheduler = fsrs({ enable_fuzz: false });

/** What the page tells the learner about the schedule, read from the scheduler itself so the copy follows it. */
export interface ReviewSchedule {
  /** The chance of recall the schedule aims for when a card comes back, in whole percent. */
  retentionPercent: number;
  /** The gaps, in minutes, at which a card being learnt comes back. */
  learningStepsMinutes: number[];
  newCardsPerDay: number;
}

export const reviewSchedule: ReviewSchedule = {
  retentionPercent: Math.round(scheduler.parameters.request_retention * 100),
  learningStepsMinutes: scheduler.parameters.learning_steps.map((step) => ConvertStepUnitToMinutes(step)),
  newCardsPerDay,
};

export const grades = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy } as const;
export type GradeName = keyof typeof grades;

/**
 * The lessons whose check questions a customer reviews: those they marked done (the course's record, read by its
 * table, as features never import each other). Nothing is asked about a lesson before it has been read.
 */
export async function introducedLessons(db: Db, customerId: string): Promise<LessonRef[]> {
  const rows = await db.all<{ lesson_path: string }>('SELECT lesson_path FROM lesson_progress WHERE customer_id = ?', [
    customerId,
  ]);
  const done = new Set(rows.map((row) => row.lesson_path));
  return allLessons.filter((ref) => done.has(`/education/beginner/${ref.moduleSlug}/${ref.lesson.slug}`));
}

interface Row {
  card_id: string;
  state_json: string;
  due: string;
  introduced_at: string;
}

export interface ReviewQueue {
  /** Today's cards in order (at most maxCardsPerSession): due reviews, oldest first, then new cards. */
  cards: { card: ReviewCard; isNew: boolean }[];
  /** How many lessons the customer has marked done: with none, there is nothing to review yet. */
  lessonsRead: number;
  /** When the next card not in today's queue falls due, if any (to say when to come back). */
  nextDue: string | null;
}

const startOfUtcDay = (now: Date) => `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;

/**
 * What a customer has to review now: only cards of the lessons they have read (a lesson marked not done again takes
 * its cards out of the queue; their schedules are kept for when it is read again).
 */
export async function reviewQueue(db: Db, customerId: string, now: Date): Promise<ReviewQueue> {
  const rows = await db.all<Row>(
    'SELECT card_id, state_json, due, introduced_at FROM review_cards WHERE customer_id = ?',
    [customerId],
  );
  const lessons = await introducedLessons(db, customerId);
  const deck = new Map(cardsInOrder(lessons).map((card) => [card.id, card]));
  const at = now.toISOString();
  const known = rows.filter((row) => deck.has(row.card_id));
  const due = known
    .filter((row) => row.due <= at)
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.card_id < b.card_id ? -1 : 1));
  const dayStart = startOfUtcDay(now);
  // Every card first graded today counts, even one whose lesson was marked not done since: the day's budget is spent.
  const introducedToday = rows.filter((row) => row.introduced_at >= dayStart).length;
  const room = Math.min(Math.max(0, newCardsPerDay - introducedToday), Math.max(0, maxCardsPerSession - due.length));
  const stored = new Set(rows.map((row) => row.card_id));
  const fresh = room > 0 ? [...deck.values()].filter((card) => !stored.has(card.id)).slice(0, room) : [];
  const cards = [
    ...due.map((row) => ({ card: deck.get(row.card_id)!, isNew: false })),
    ...fresh.map((card) => ({ card, isNew: true })),
  ].slice(0, maxCardsPerSession);
  const later = known.filter((row) => row.due > at).map((row) => row.due);
  return { cards, lessonsRead: lessons.length, nextDue: later.length ? later.reduce((a, b) => (a < b ? a : b)) : null };
}

/** How many cards are waiting today: the number /account shows. */
export async function dueCount(db: Db, customerId: string, now: Date): Promise<number> {
  return (await reviewQueue(db, customerId, now)).cards.length;
}

const readCard = (json: string): CardInput => JSON.parse(json) as CardInput;

/** When each grade would bring the card back, for the buttons' labels. */
export function gradePreview(state: CardInput | undefined, now: Date): Record<GradeName, string> {
  const preview = scheduler.repeat(state ?? createEmptyCard(now), now);
  const when = (grade: Grade) => preview[grade].card.due.toISOString();
  return { again: when(Rating.Again), hard: when(Rating.Hard), good: when(Rating.Good), easy: when(Rating.Easy) };
}

/** A stored card's scheduler state (undefined for a new card). */
export async function cardState(db: Db, customerId: string, cardId: string): Promise<CardInput | undefined> {
  const row = await db.get<{ state_json: string }>(
    'SELECT state_json FROM review_cards WHERE customer_id = ? AND card_id = ?',
    [customerId, cardId],
  );
  return row ? readCard(row.state_json) : undefined;
}

/**
 * Records a grade: the card must be in today's queue (due, or one of today's new cards), so a second post of the
 * same answer, or a made-up id, changes nothing. Returns the card's next due time.
 */
export async function gradeCard(
  db: Db,
  customerId: string,
  cardId: string,
  grade: GradeName,
  now: Date,
): Promise<Result<{ due: string }>> {
  return db.transaction(async (tx) => {
    const queue = await reviewQueue(tx, customerId, now);
    const entry = queue.cards.find((item) => item.card.id === cardId);
    if (!entry) return { ok: false, reason: 'conflict' } as const;
    const stored = entry.isNew ? undefined : await cardState(tx, customerId, cardId);
    const next: Card = scheduler.next(stored ?? createEmptyCard(now), now, grades[grade]).card;
    const due = next.due.toISOString();
    const at = now.toISOString();
    await tx.run(
      `INSERT INTO review_cards (customer_id, card_id, state_json, due, last_review, introduced_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (customer_id, card_id) DO UPDATE SET
         state_json = excluded.state_json, due = excluded.due, last_review = excluded.last_review`,
      [customerId, cardId, JSON.stringify(next), due, at, at],
    );
    return { ok: true, value: { due } } as const;
  });
}
