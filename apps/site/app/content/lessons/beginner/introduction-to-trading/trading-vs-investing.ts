import type { Lesson } from '../../lesson.schema';

// A placeholder until the lesson is written: the structure (routes, navigation, validation) is built on it.
export const lesson: Lesson = {
  slug: 'trading-vs-investing',
  title: 'What trading is, and how it differs from investing',
  summary: 'This lesson is being written; its outline is on the course page.',
  minutes: 10,
  objectives: ['Placeholder objective one', 'Placeholder objective two'],
  body: `## Being written

This lesson is being written. Its place in the course is fixed; its text, worked example and check questions come next. `.repeat(
    3,
  ),
  example: {
    title: 'Placeholder example',
    body: 'A placeholder worked example, replaced when the lesson is written. It exists so that the structure can be built and tested.',
  },
  checks: [1, 2, 3].map((n) => ({
    question: `Placeholder question ${n}?`,
    options: ['Yes', 'No'],
    answer: 0,
    explanation: 'A placeholder explanation, replaced when the lesson is written.',
  })),
  terms: [],
  sources: [],
};
