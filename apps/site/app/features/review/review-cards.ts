import { glossaryTerms } from '~/content/glossary';
import type { GlossaryTerm } from '~/content/glossary/glossary.schema';
import { beginnerLessonModules } from '~/content/lessons/beginner';
import type { Lesson } from '~/content/lessons/lesson.schema';

/*
 * The review cards, made from the content: each check question of a lesson, and each glossary term a lesson teaches
 * (its name on the front, its one-sentence definition on the back). A card's id names its source, so the schedule stored under
 * it survives a rebuild: `check:<module>/<lesson>/<n>` (the n-th check question) and `term:<slug>`.
 */

export interface ReviewCard {
  id: string;
  kind: 'check' | 'term';
  /** The front. */
  prompt: string;
  /** A check question's options, one of which the learner picks before the back is shown. */
  options: string[];
  /** The index of the right option (null for a term card). */
  answerIndex: number | null;
  /** The back. */
  answer: string;
  explanation: string;
  source: { label: string; href: string };
}

/** A lesson with its module, as the review needs it. */
export interface LessonRef {
  moduleSlug: string;
  lesson: Lesson;
}

export const allLessons: LessonRef[] = beginnerLessonModules.flatMap((module) =>
  module.lessons.map((lesson) => ({ moduleSlug: module.slug, lesson })),
);

/** A lesson's page. */
export const lessonHref = ({ moduleSlug, lesson }: LessonRef) => `/education/beginner/${moduleSlug}/${lesson.slug}`;

export function checkCards(ref: LessonRef): ReviewCard[] {
  return ref.lesson.checks.map((check, n) => ({
    id: `check:${ref.moduleSlug}/${ref.lesson.slug}/${n + 1}`,
    kind: 'check',
    prompt: check.question,
    options: check.options,
    answerIndex: check.answer,
    answer: check.options[check.answer] ?? '',
    explanation: check.explanation,
    source: { label: `Lesson: ${ref.lesson.title}`, href: lessonHref(ref) },
  }));
}

export function termCard(term: GlossaryTerm): ReviewCard {
  return {
    id: `term:${term.slug}`,
    kind: 'term',
    prompt: `What is meant by “${term.term}”?`,
    options: [],
    answerIndex: null,
    answer: term.definition,
    explanation: '',
    source: { label: `Glossary: ${term.term}`, href: `/glossary/${term.slug}` },
  };
}

const termsBySlug = new Map(glossaryTerms.map((term) => [term.slug, term]));

/**
 * The cards of these lessons, in the order new ones are introduced: each lesson's check questions then the terms it
 * teaches (the ones its text links to the glossary), lesson by lesson. A term no lesson teaches is no card: the
 * review asks only about what the learner has read.
 */
export function cardsInOrder(lessons: readonly LessonRef[]): ReviewCard[] {
  const cards: ReviewCard[] = [];
  const seen = new Set<string>();
  const add = (card: ReviewCard) => {
    if (seen.has(card.id)) return;
    seen.add(card.id);
    cards.push(card);
  };
  for (const ref of lessons) {
    checkCards(ref).forEach(add);
    for (const slug of ref.lesson.terms) {
      const term = termsBySlug.get(slug);
      if (term) add(termCard(term));
    }
  }
  return cards;
}
