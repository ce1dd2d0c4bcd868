import { beginnerOutline } from './beginner/outline.ts';
import { beginnerLessonPath } from './lesson-urls.ts';

/*
 * The lessons' URLs for the build's prerender list and the sitemap, from the outline (Node loads this module
 * through react-router.config.ts, so its imports carry `.ts`).
 */

/** Every Beginner lesson's path, in course order. */
export function beginnerLessonPaths(): string[] {
  return beginnerOutline.flatMap((module) => module.lessons.map((lesson) => beginnerLessonPath(module.module, lesson)));
}
