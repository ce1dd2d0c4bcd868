import { beginnerLessonModules } from './beginner/index';
import { beginnerLessonPath } from './lesson-urls';

/*
 * The lessons' URLs for the build's prerender list and the sitemap (the platform may not import a feature). Server
 * and build only: it imports every lesson, which no page's script should carry.
 */

/** Every Beginner lesson's path, in course order. */
export function beginnerLessonPaths(): string[] {
  return beginnerLessonModules.flatMap((module) =>
    module.lessons.map((lesson) => beginnerLessonPath(module.slug, lesson.slug)),
  );
}
