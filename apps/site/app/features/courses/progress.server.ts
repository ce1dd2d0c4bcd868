import type { Db } from '~/platform/db/types';
import type { Result } from '~/platform/result';
import { defineCustomerData } from '~/platform/customer-data/customer-data.server';
import { beginnerCourse, beginnerOutline, type OutlineLesson, type OutlineModule } from './lessons.server';

/*
 * Lessons a customer marked done, and what follows from them: module and course progress and the lesson to continue
 * with. A row is keyed by the lesson's public path; a lesson that leaves the course leaves its rows unread.
 */

/** The lesson of the Beginner course with this key (`<module-slug>/<lesson-slug>`), if there is one. */
export function beginnerLesson(key: string): OutlineLesson | undefined {
  return beginnerOutline()
    .flatMap((module) => module.lessons)
    .find((lesson) => lesson.key === key);
}

/** Records a lesson as done (again is fine: the first date stays). */
export async function markLessonDone(
  db: Db,
  customerId: string,
  key: string,
  now = new Date(),
): Promise<Result<OutlineLesson>> {
  const lesson = beginnerLesson(key);
  if (!lesson) return { ok: false, reason: 'not-found' };
  await db.run(
    `INSERT INTO lesson_progress (customer_id, course, lesson_path, done_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, lesson_path) DO NOTHING`,
    [customerId, beginnerCourse.id, lesson.path, now.toISOString()],
  );
  return { ok: true, value: lesson };
}

/** Takes a lesson off the done list. */
export async function markLessonNotDone(db: Db, customerId: string, key: string): Promise<Result<OutlineLesson>> {
  const lesson = beginnerLesson(key);
  if (!lesson) return { ok: false, reason: 'not-found' };
  await db.run('DELETE FROM lesson_progress WHERE customer_id = ? AND lesson_path = ?', [customerId, lesson.path]);
  return { ok: true, value: lesson };
}

/** When each lesson of a course was marked done, by lesson path. */
export async function lessonsDone(
  db: Db,
  customerId: string,
  course = beginnerCourse.id,
): Promise<Map<string, string>> {
  const rows = await db.all<{ lesson_path: string; done_at: string }>(
    'SELECT lesson_path, done_at FROM lesson_progress WHERE customer_id = ? AND course = ?',
    [customerId, course],
  );
  return new Map(rows.map((row) => [row.lesson_path, row.done_at]));
}

/** A lesson with whether it is done. */
export interface LessonProgress extends OutlineLesson {
  done: boolean;
}

/** A module's lessons with their state, and how many are done. */
export interface ModuleProgress extends Omit<OutlineModule, 'lessons'> {
  lessons: LessonProgress[];
  done: number;
  total: number;
}

/** The course as one customer has got through it. */
export interface CourseProgress {
  course: { title: string; path: string };
  modules: ModuleProgress[];
  done: number;
  total: number;
  /** Whole percent, rounded down (100 only when every lesson is done). */
  percent: number;
  /** The first lesson not done, in course order; null when all are done. */
  continueWith: OutlineLesson | null;
  /** Whether anything is done yet (the page says "Start" rather than "Continue"). */
  started: boolean;
}

/** Module and course progress and the lesson to continue with, from the done lessons' paths. */
export function courseProgress(
  done: ReadonlySet<string> | ReadonlyMap<string, unknown>,
  outline = beginnerOutline(),
): CourseProgress {
  const modules: ModuleProgress[] = outline.map((module) => {
    const lessons = module.lessons.map((lesson) => ({ ...lesson, done: done.has(lesson.path) }));
    return { ...module, lessons, done: lessons.filter((lesson) => lesson.done).length, total: lessons.length };
  });
  const total = modules.reduce((sum, module) => sum + module.total, 0);
  const doneCount = modules.reduce((sum, module) => sum + module.done, 0);
  const next = modules.flatMap((module) => module.lessons).find((lesson) => !lesson.done);
  return {
    course: { title: beginnerCourse.title, path: beginnerCourse.path },
    modules,
    done: doneCount,
    total,
    percent: total === 0 ? 0 : Math.floor((doneCount / total) * 100),
    continueWith: next
      ? { key: next.key, slug: next.slug, title: next.title, path: next.path, minutes: next.minutes }
      : null,
    started: doneCount > 0,
  };
}

/** One customer's progress through the Beginner course. */
export async function customerCourseProgress(db: Db, customerId: string): Promise<CourseProgress> {
  return courseProgress(await lessonsDone(db, customerId));
}

/** The courses' share of a customer's data: the lessons marked done, exported and erased with the account. */
export const courseProgressData = defineCustomerData({
  name: 'lessonProgress',
  async exportFor(db, customerId) {
    const rows = await db.all<{ course: string; lesson_path: string; done_at: string }>(
      'SELECT course, lesson_path, done_at FROM lesson_progress WHERE customer_id = ? ORDER BY done_at, lesson_path',
      [customerId],
    );
    return rows.map((row) => ({ course: row.course, lesson: row.lesson_path, doneAt: row.done_at }));
  },
  async erase(db, customerId) {
    await db.run('DELETE FROM lesson_progress WHERE customer_id = ?', [customerId]);
  },
});
