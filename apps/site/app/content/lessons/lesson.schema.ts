import { z } from 'zod';

/*
 * A lesson is a typed content module: prose in Markdown (rendered to HTML at build, never by the browser), its worked
 * example and its check questions as data, so the build can refuse a lesson without them and the daily review can
 * turn the questions into cards.
 */

/** A self-check question at the end of a lesson (its answer is shown on the page: it is practice, not a test). */
export const checkQuestionSchema = z.object({
  question: z.string().min(10),
  options: z.array(z.string().min(1)).min(2).max(5),
  /** The index of the correct option. */
  answer: z.number().int().min(0),
  /** Why the answer is right (and the tempting wrong one wrong). */
  explanation: z.string().min(20),
});

export const lessonSchema = z
  .object({
    /** The URL segment: /education/beginner/<module-slug>/<slug>. */
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** Exactly as the course page lists it. */
    title: z.string().min(3),
    /** One sentence for the page description and the course page's list. */
    summary: z.string().min(20).max(200),
    minutes: z.number().int().min(3).max(30),
    objectives: z.array(z.string().min(5)).min(2).max(6),
    /**
     * The lesson in Markdown: `##`/`###` headings, paragraphs, lists, tables, **bold**. A diagram is a line of its
     * own, `![What the diagram shows](diagram:<name>)`, with `<name>.svg` in app/content/lessons/diagrams/.
     */
    body: z.string().min(200),
    /** At least one worked example with numbers, in Markdown. */
    example: z.object({ title: z.string().min(3), body: z.string().min(100) }),
    checks: z.array(checkQuestionSchema).min(3).max(5),
    /** Glossary slugs of the terms this lesson teaches (the first mention links to the term's page). */
    terms: z.array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
    /** Where the lesson's figures come from (a page of this site or a dated public source). */
    sources: z.array(z.object({ label: z.string().min(3), href: z.string().min(1) })),
  })
  .refine((lesson) => lesson.checks.every((check) => check.answer < check.options.length), {
    message: 'A check question answer must index one of its options',
  });
export type Lesson = z.infer<typeof lessonSchema>;
export type CheckQuestion = z.infer<typeof checkQuestionSchema>;

/** A course's lessons by module, in order (`beginnerLessonModules`): slugs unique, every module with lessons. */
export const lessonModulesSchema = z
  .array(
    z.object({
      slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
      title: z.string().min(3),
      lessons: z.array(lessonSchema).min(1),
    }),
  )
  .min(1)
  .refine((modules) => new Set(modules.map((module) => module.slug)).size === modules.length, {
    message: 'Module slugs must be unique',
  })
  .refine(
    (modules) => modules.every((module) => new Set(module.lessons.map((l) => l.slug)).size === module.lessons.length),
    {
      message: 'Lesson slugs must be unique within a module',
    },
  );
