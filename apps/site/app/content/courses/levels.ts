import type { HoursRange } from '~/content/schemas';

export type { LevelCourse } from './courses.schema';

/** A duration range in whole hours. */
export const hours = (min: number, max: number): HoursRange => ({ min, max });

/**
 * The course progression path, in order, with each course's total hours. Every education page shows
 * it, so it lives apart from the courses' content (beginner.ts, intermediate.ts, advanced.ts).
 */
export const courseLevels = [
  { id: 'beginner', label: 'Beginner', href: '/education/beginner', totalHours: hours(12, 15) },
  { id: 'intermediate', label: 'Intermediate', href: '/education/intermediate', totalHours: hours(16, 20) },
  { id: 'advanced', label: 'Advanced', href: '/education/advanced', totalHours: hours(28, 36) },
] as const;
export type CourseLevelId = (typeof courseLevels)[number]['id'];

/** One step of the progression. */
export function courseLevel(id: CourseLevelId): (typeof courseLevels)[number] {
  const level = courseLevels.find((candidate) => candidate.id === id);
  if (!level) throw new Error(`No course level ${id}`);
  return level;
}
