import { beginnerLessonPath } from '~/content/lessons/lesson-urls';

/*
 * The courses' public URLs, built in one place (browser-safe: the pages link with them). The lesson, quiz and final
 * test URLs are contracts.
 */

/** The Beginner course page. */
export const beginnerCoursePath = '/education/beginner';

/** A Beginner lesson: /education/beginner/<module-slug>/<lesson-slug>. */
export const lessonPath = beginnerLessonPath;

/** A module's quiz: /education/beginner/quiz/<module-slug>. */
export const moduleQuizPath = (moduleSlug: string) => `${beginnerCoursePath}/quiz/${moduleSlug}`;

/** The final test over the four modules: /education/beginner/final-test. */
export const finalTestPath = `${beginnerCoursePath}/final-test`;

/** The signed-in customer's progress (per request), where "Mark as done" posts. */
export const progressPath = `${beginnerCoursePath}/progress`;

/** The signed-in customer's place in the course as JSON, fetched by the course page after hydration. */
export const progressDataPath = `${beginnerCoursePath}/progress.json`;

/** Where a visitor without an account signs up. */
export const signUpPath = '/signup';
