import { beginnerLessonModules } from '~/content/lessons/beginner/index';
import type { Lesson } from '~/content/lessons/lesson.schema';
import { glossaryLinker, renderMarkdown, safeHref, type TocEntry } from './lesson-markdown.server';
import { beginnerCoursePath, lessonPath, moduleQuizPath } from '~/content/courses/lesson-paths';
import { lessonSectionIds } from './lesson-sections';
// The glossary's term slugs: each lesson links the first mention of the terms it teaches that have a page.
import { glossarySlugs } from '~/content/glossary';

/*
 * The Beginner course's lessons as the pages need them: the course outline (titles and paths only, for the course
 * and progress pages) and one lesson's page, its Markdown rendered to HTML here, at prerender.
 */

/** The course a lesson belongs to (one today; the others list their lessons as coming). */
export const beginnerCourse = { id: 'beginner', title: 'Beginner Trading Course', path: beginnerCoursePath } as const;

/** A lesson as the outline lists it. */
export interface OutlineLesson {
  /** `<module-slug>/<lesson-slug>`: the key progress is stored under. */
  key: string;
  slug: string;
  title: string;
  path: string;
  minutes: number;
}

/** A module as the outline lists it. */
export interface OutlineModule {
  slug: string;
  title: string;
  number: number;
  quizPath: string;
  lessons: OutlineLesson[];
}

/** The Beginner course's modules and lessons in order (no lesson text). */
export function beginnerOutline(): OutlineModule[] {
  return beginnerLessonModules.map((module, index) => ({
    slug: module.slug,
    title: module.title,
    number: index + 1,
    quizPath: moduleQuizPath(module.slug),
    lessons: module.lessons.map((lesson) => ({
      key: `${module.slug}/${lesson.slug}`,
      slug: lesson.slug,
      title: lesson.title,
      path: lessonPath(module.slug, lesson.slug),
      minutes: lesson.minutes,
    })),
  }));
}

/** Every lesson's key (`<module-slug>/<lesson-slug>`), in course order. */
export const beginnerLessonKeys = (): string[] =>
  beginnerOutline().flatMap((module) => module.lessons.map((lesson) => lesson.key));

/** A link to a neighbouring lesson. */
export interface LessonLink {
  title: string;
  path: string;
}

/** A check question with its answer, shown behind a disclosure on the page. */
export interface LessonCheck {
  question: string;
  options: string[];
  answer: number;
  explanation: string;
}

/** Everything a lesson page shows, its Markdown already HTML. */
export interface LessonPageData {
  course: { title: string; path: string };
  module: { slug: string; title: string; number: number; lessonCount: number };
  lesson: {
    key: string;
    slug: string;
    title: string;
    summary: string;
    minutes: number;
    objectives: string[];
    path: string;
    number: number;
  };
  /** The contents: the body's `##` headings, then the fixed sections. */
  toc: TocEntry[];
  bodyHtml: string;
  example: { title: string; html: string };
  checks: LessonCheck[];
  sources: { label: string; href: string }[];
  previous: LessonLink | null;
  next: LessonLink | null;
  /** The module's quiz, on its last lesson only. */
  quiz: LessonLink | null;
}

function renderLesson(lesson: Lesson) {
  const reservedIds = Object.values(lessonSectionIds);
  const linkTerms = glossaryLinker(lesson.terms, glossarySlugs);
  const body = renderMarkdown(lesson.body, { linkTerms, reservedIds });
  const example = renderMarkdown(lesson.example.body, {
    linkTerms,
    reservedIds: [...reservedIds, ...body.toc.map((entry) => entry.id)],
  });
  return { body, example };
}

/** The page of `<module-slug>/<lesson-slug>`, or undefined when the course has no such lesson. */
export function lessonPage(moduleSlug: string, lessonSlug: string): LessonPageData | undefined {
  const moduleIndex = beginnerLessonModules.findIndex((module) => module.slug === moduleSlug);
  const module = beginnerLessonModules[moduleIndex];
  const lessonIndex = module?.lessons.findIndex((lesson) => lesson.slug === lessonSlug) ?? -1;
  const lesson = module?.lessons[lessonIndex];
  if (!module || !lesson) return undefined;

  const sequence = beginnerOutline().flatMap((outlineModule) => outlineModule.lessons);
  const position = sequence.findIndex((entry) => entry.key === `${module.slug}/${lesson.slug}`);
  const link = (entry: OutlineLesson | undefined): LessonLink | null =>
    entry ? { title: entry.title, path: entry.path } : null;
  const { body, example } = renderLesson(lesson);
  const last = lessonIndex === module.lessons.length - 1;

  return {
    course: { title: beginnerCourse.title, path: beginnerCourse.path },
    module: { slug: module.slug, title: module.title, number: moduleIndex + 1, lessonCount: module.lessons.length },
    lesson: {
      key: `${module.slug}/${lesson.slug}`,
      slug: lesson.slug,
      title: lesson.title,
      summary: lesson.summary,
      minutes: lesson.minutes,
      objectives: lesson.objectives,
      path: lessonPath(module.slug, lesson.slug),
      number: lessonIndex + 1,
    },
    toc: [
      ...body.toc,
      { id: lessonSectionIds.example, text: 'Worked example' },
      { id: lessonSectionIds.checks, text: 'Check your understanding' },
    ],
    bodyHtml: body.html,
    example: { title: lesson.example.title, html: example.html },
    checks: lesson.checks.map((check) => ({ ...check, options: [...check.options] })),
    // A source that is neither this site's path nor an https page is left out rather than linked.
    sources: lesson.sources.flatMap((source) => {
      const href = safeHref(source.href);
      return href ? [{ label: source.label, href }] : [];
    }),
    previous: link(sequence[position - 1]),
    next: link(sequence[position + 1]),
    quiz: last ? { title: `Module ${moduleIndex + 1} quiz: ${module.title}`, path: moduleQuizPath(module.slug) } : null,
  };
}
