export type { LevelCourse } from './courses.schema';

/**
 * The course progression path, in order. Every education page shows it, so it lives apart from the courses'
 * content (beginner.ts, intermediate.ts, advanced.ts). `lessons` says whether the course's lessons are published
 * (the content test holds it to the lesson files); no step states a duration, as only published lessons have one.
 */
export const courseLevels = [
  { id: 'beginner', label: 'Beginner', href: '/education/beginner', lessons: 'published' },
  { id: 'intermediate', label: 'Intermediate', href: '/education/intermediate', lessons: 'coming' },
  { id: 'advanced', label: 'Advanced', href: '/education/advanced', lessons: 'coming' },
] as const;
export type CourseLevelId = (typeof courseLevels)[number]['id'];

/** What the progression says of a course's lessons. */
export const lessonsStateText = { published: 'Free lessons', coming: 'Lessons coming' } as const;
